import type { Item, Page, SitePoll } from '@janmat/shared/contracts';
import { ifMatch, newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

const SITE_POLL_TAG = 'NewsroomSitePoll' as const;

interface SitePollInput {
  question?: string;
  options?: string[];
  atHome?: boolean;
  newsId?: number | null;
}

export type { SitePoll };

const call = newsroomCall;
const tags = [SITE_POLL_TAG];

const sitePollApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    sitePolls: b.query<Page<SitePoll>, { closed?: boolean; before?: number }>({
      queryFn: call((filters) => ({ url: `newsroom/sitepolls${searchOf(filters)}` })),
      providesTags: tags,
    }),
    createSitePoll: b.mutation<Item<SitePoll>, SitePollInput>({
      queryFn: call((body) => ({ url: 'newsroom/sitepolls', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    changeSitePoll: b.mutation<Item<SitePoll>, { pollId: number; version: number; changes: SitePollInput }>({
      queryFn: call(({ pollId, version, changes }) => ({
        url: `newsroom/sitepolls/${pollId}`,
        method: 'PATCH',
        body: changes,
        headers: ifMatch(version),
      })),
      invalidatesTags: tags,
    }),
    /** Closes an open poll or opens a closed one again. */
    sitePollStep: b.mutation<Item<SitePoll>, { pollId: number; version: number; step: 'close' | 'reopen' }>({
      queryFn: call(({ pollId, version, step }) => ({
        url: `newsroom/sitepolls/${pollId}/${step}`,
        method: 'POST',
        headers: ifMatch(version),
      })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useSitePollsQuery, useCreateSitePollMutation, useChangeSitePollMutation, useSitePollStepMutation } =
  sitePollApi;
