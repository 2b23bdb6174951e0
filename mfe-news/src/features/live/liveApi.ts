import { baseApi, type LiveFeed } from '@janmat/shared';

interface LivePageArg {
  articleId: number;
  /** An older page: the updates before this one (`?before=`); the latest page when absent. */
  before?: number;
}

interface LiveNewerArg {
  articleId: number;
  /** The newest update the page shows (0: none yet). */
  after: number;
}

/** A live page's updates (`/api/live/<articleId>`): the page the server renders, and what is newer. */
export const liveApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLivePage: b.query<LiveFeed, LivePageArg>({
      query: ({ articleId, before }) => `live/${articleId}${before ? `?before=${before}` : ''}`,
    }),
    /**
     * Polled every 10 s while the tab is visible (`useLiveUpdates`). Each ask goes out (`no-cache`: a
     * conditional request): a browser's kept copy, served stale while it revalidates, would be one
     * poll late.
     */
    getLiveNewer: b.query<LiveFeed, LiveNewerArg>({
      query: ({ articleId, after }) => ({ url: `live/${articleId}?after=${after}`, cache: 'no-cache' }),
    }),
  }),
});

export const { useGetLivePageQuery, useGetLiveNewerQuery } = liveApi;
