import { newsroomBase, newsroomCall } from '../../api/newsroomApi';
import type { DeskItem, DeskList } from '../../app/deskList';

const BREAKING_TAG = 'NewsroomBreaking' as const;

/** A ticker item: it links to the article at slug `url`; `expired` once `expiresAt` has passed. */
export interface BreakingItem {
  id: number;
  name: string;
  type: string;
  url: string;
  position: number;
  /** ISO 8601 (UTC), or null: until removed. */
  expiresAt: string | null;
  expired: boolean;
}

/** What staff type: the headline, the article's slug, and the end as India time (`YYYY-MM-DDTHH:mm`, '' for none). */
interface BreakingInput {
  name?: string;
  url?: string;
  expiresAt?: string | null;
}

const call = newsroomCall;
const list = [BREAKING_TAG];

const breakingApi = newsroomBase.enhanceEndpoints({ addTagTypes: list }).injectEndpoints({
  endpoints: (b) => ({
    breakingList: b.query<DeskList<BreakingItem>, void>({
      queryFn: call(() => ({ url: 'newsroom/breaking' })),
      providesTags: list,
    }),
    addBreaking: b.mutation<DeskItem<BreakingItem>, BreakingInput>({
      queryFn: call((body) => ({ url: 'newsroom/breaking', method: 'POST', body })),
      invalidatesTags: list,
    }),
    changeBreaking: b.mutation<DeskItem<BreakingItem>, { id: number; changes: BreakingInput }>({
      queryFn: call(({ id, changes }) => ({ url: `newsroom/breaking/${id}`, method: 'PATCH', body: changes })),
      invalidatesTags: list,
    }),
    removeBreaking: b.mutation<{ message: string }, number>({
      queryFn: call((id) => ({ url: `newsroom/breaking/${id}`, method: 'DELETE' })),
      invalidatesTags: list,
    }),
    orderBreaking: b.mutation<DeskList<BreakingItem>, number[]>({
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
