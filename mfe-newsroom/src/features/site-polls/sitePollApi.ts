import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';
import type { DeskItem, DeskList } from '../../app/deskList';

const SITE_POLL_TAG = 'NewsroomSitePoll' as const;

/** A site poll; `createdAt` is the site's own `YYYY-MM-DD HH:mm:ss`, `closedAt` ISO 8601. */
export interface SitePoll {
  pollId: number;
  question: string;
  options: string[];
  votes: number[];
  totalVotes: number;
  createdAt: string;
  atHome: boolean;
  /** The article whose pages show the poll. */
  newsId: number | null;
  closed: boolean;
  closedAt: string | null;
}

interface SitePollInput {
  question?: string;
  options?: string[];
  atHome?: boolean;
  newsId?: number | null;
}

const call = newsroomCall;
const tags = [SITE_POLL_TAG];

const sitePollApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    sitePolls: b.query<DeskList<SitePoll>, { closed?: boolean; before?: number }>({
      queryFn: call((filters) => ({ url: `newsroom/sitepolls${searchOf(filters)}` })),
      providesTags: tags,
    }),
    createSitePoll: b.mutation<DeskItem<SitePoll>, SitePollInput>({
      queryFn: call((body) => ({ url: 'newsroom/sitepolls', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    changeSitePoll: b.mutation<DeskItem<SitePoll>, { pollId: number; changes: SitePollInput }>({
      queryFn: call(({ pollId, changes }) => ({ url: `newsroom/sitepolls/${pollId}`, method: 'PATCH', body: changes })),
      invalidatesTags: tags,
    }),
    /** Closes an open poll or opens a closed one again. */
    sitePollStep: b.mutation<DeskItem<SitePoll>, { pollId: number; step: 'close' | 'reopen' }>({
      queryFn: call(({ pollId, step }) => ({ url: `newsroom/sitepolls/${pollId}/${step}`, method: 'POST' })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useSitePollsQuery, useCreateSitePollMutation, useChangeSitePollMutation, useSitePollStepMutation } =
  sitePollApi;
