import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';
import type { DeskItem, DeskList } from '../../app/deskList';

const VISITOR_POLL_TAG = 'NewsroomVisitorPoll' as const;

/** A visitor's poll as moderators see it (never its creator's address). */
export interface VisitorPoll {
  pollId: number;
  question: string;
  options: string[];
  votes: number[];
  totalVotes: number;
  /** The site's own `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
  hidden: boolean;
  /** ISO 8601 (UTC). */
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface VisitorPollFilters {
  hidden?: boolean;
  /** Words of the question. */
  q?: string;
  before?: number;
}

const call = newsroomCall;
const tags = [VISITOR_POLL_TAG];

const visitorPollApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    visitorPolls: b.query<DeskList<VisitorPoll>, VisitorPollFilters>({
      queryFn: call((filters) => ({ url: `newsroom/userpolls${searchOf(filters)}` })),
      providesTags: tags,
    }),
    hideVisitorPoll: b.mutation<DeskItem<VisitorPoll>, { pollId: number; reason: string }>({
      queryFn: call(({ pollId, reason }) => ({
        url: `newsroom/userpolls/${pollId}/hide`,
        method: 'POST',
        body: { reason },
      })),
      invalidatesTags: tags,
    }),
    showVisitorPoll: b.mutation<DeskItem<VisitorPoll>, number>({
      queryFn: call((pollId) => ({ url: `newsroom/userpolls/${pollId}/show`, method: 'POST' })),
      invalidatesTags: tags,
    }),
    deleteVisitorPoll: b.mutation<{ message: string }, { pollId: number; reason: string }>({
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
