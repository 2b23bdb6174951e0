import type { Item, NewsroomNotice, Page, VisitorPoll } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

const VISITOR_POLL_TAG = 'NewsroomVisitorPoll' as const;

export interface VisitorPollFilters {
  hidden?: boolean;
  /** Words of the question. */
  q?: string;
  before?: number;
}

export type { VisitorPoll };

const call = newsroomCall;
const tags = [VISITOR_POLL_TAG];

const visitorPollApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    visitorPolls: b.query<Page<VisitorPoll>, VisitorPollFilters>({
      queryFn: call((filters) => ({ url: `newsroom/userpolls${searchOf(filters)}` })),
      providesTags: tags,
    }),
    hideVisitorPoll: b.mutation<Item<VisitorPoll>, { pollId: number; reason: string }>({
      queryFn: call(({ pollId, reason }) => ({
        url: `newsroom/userpolls/${pollId}/hide`,
        method: 'POST',
        body: { reason },
      })),
      invalidatesTags: tags,
    }),
    showVisitorPoll: b.mutation<Item<VisitorPoll>, number>({
      queryFn: call((pollId) => ({ url: `newsroom/userpolls/${pollId}/show`, method: 'POST' })),
      invalidatesTags: tags,
    }),
    deleteVisitorPoll: b.mutation<NewsroomNotice, { pollId: number; reason: string }>({
      queryFn: call(({ pollId, reason }) => ({
        url: `newsroom/userpolls/${pollId}`,
        method: 'DELETE',
        body: { reason },
      })),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useVisitorPollsQuery,
  useHideVisitorPollMutation,
  useShowVisitorPollMutation,
  useDeleteVisitorPollMutation,
} = visitorPollApi;
