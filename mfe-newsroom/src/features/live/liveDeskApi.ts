import type { Item, LiveArticle, NewsroomLiveUpdate, NewsroomNotice, Page } from '@janmat/shared/contracts';
import { ifMatch, newsroomBase, newsroomCall } from '../../api/newsroomApi';

const LIVE_TAG = 'NewsroomLive' as const;
const tags = [LIVE_TAG];

/** What an editor sends of an update: its text (HTML), photo ('' none), pinned, key event. */
export interface LiveUpdateInput {
  body?: string;
  photo?: string;
  pinned?: boolean;
  keyEvent?: boolean;
}

export type { LiveArticle, NewsroomLiveUpdate };

const call = newsroomCall;

/** The live desk of one article (`/api/newsroom/live/<articleId>`): its state, its updates, posting and correcting. */
const liveDeskApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    liveArticle: b.query<Item<LiveArticle>, number>({
      queryFn: call((articleId) => ({ url: `newsroom/live/${articleId}` })),
      providesTags: tags,
    }),
    setLive: b.mutation<Item<LiveArticle>, { articleId: number; live: boolean }>({
      queryFn: call(({ articleId, live }) => ({ url: `newsroom/live/${articleId}`, method: 'PUT', body: { live } })),
      invalidatesTags: tags,
    }),
    liveUpdates: b.query<Page<NewsroomLiveUpdate>, { articleId: number; before?: number }>({
      queryFn: call(({ articleId, before }) => ({
        url: `newsroom/live/${articleId}/updates${before ? `?before=${before}` : ''}`,
      })),
      providesTags: tags,
    }),
    postUpdate: b.mutation<Item<NewsroomLiveUpdate>, { articleId: number; update: LiveUpdateInput }>({
      queryFn: call(({ articleId, update }) => ({
        url: `newsroom/live/${articleId}/updates`,
        method: 'POST',
        body: update,
      })),
      invalidatesTags: tags,
    }),
    correctUpdate: b.mutation<Item<NewsroomLiveUpdate>, { id: number; version: number; changes: LiveUpdateInput }>({
      queryFn: call(({ id, version, changes }) => ({
        url: `newsroom/live/updates/${id}`,
        method: 'PATCH',
        body: changes,
        headers: ifMatch(version),
      })),
      invalidatesTags: tags,
    }),
    deleteUpdate: b.mutation<NewsroomNotice, number>({
      queryFn: call((id) => ({ url: `newsroom/live/updates/${id}`, method: 'DELETE' })),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useLiveArticleQuery,
  useSetLiveMutation,
  useLiveUpdatesQuery,
  usePostUpdateMutation,
  useCorrectUpdateMutation,
  useDeleteUpdateMutation,
} = liveDeskApi;
