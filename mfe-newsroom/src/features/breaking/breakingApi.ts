import type { BreakingItem, Item, NewsroomNotice, Page, PushOutcome } from '@janmat/shared/contracts';
import { ifMatch, newsroomBase, newsroomCall } from '../../api/newsroomApi';

const BREAKING_TAG = 'NewsroomBreaking' as const;

/** What staff type: the headline, the article's slug, and the end as India time (`YYYY-MM-DDTHH:mm`, '' for none). */
interface BreakingInput {
  name?: string;
  url?: string;
  expiresAt?: string | null;
  /** «पुश भेजें» (a new item only). */
  push?: boolean;
}

export type { BreakingItem };

const call = newsroomCall;
const list = [BREAKING_TAG];

const breakingApi = newsroomBase.enhanceEndpoints({ addTagTypes: list }).injectEndpoints({
  endpoints: (b) => ({
    breakingList: b.query<Page<BreakingItem>, void>({
      queryFn: call(() => ({ url: 'newsroom/breaking' })),
      providesTags: list,
    }),
    addBreaking: b.mutation<Item<BreakingItem> & { push?: PushOutcome }, BreakingInput>({
      queryFn: call((body) => ({ url: 'newsroom/breaking', method: 'POST', body })),
      invalidatesTags: list,
    }),
    changeBreaking: b.mutation<Item<BreakingItem>, { id: number; version: number; changes: BreakingInput }>({
      queryFn: call(({ id, version, changes }) => ({
        url: `newsroom/breaking/${id}`,
        method: 'PATCH',
        body: changes,
        headers: ifMatch(version),
      })),
      invalidatesTags: list,
    }),
    removeBreaking: b.mutation<NewsroomNotice, number>({
      queryFn: call((id) => ({ url: `newsroom/breaking/${id}`, method: 'DELETE' })),
      invalidatesTags: list,
    }),
    orderBreaking: b.mutation<Page<BreakingItem>, number[]>({
      queryFn: call((ids) => ({ url: 'newsroom/breaking/order', method: 'PUT', body: { ids } })),
      invalidatesTags: list,
    }),
  }),
});

export const {
  useBreakingListQuery,
  useAddBreakingMutation,
  useChangeBreakingMutation,
  useRemoveBreakingMutation,
  useOrderBreakingMutation,
} = breakingApi;
