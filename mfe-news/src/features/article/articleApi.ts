import { baseApi, type ListResponse, type NewsItem, unwrapList } from '@janmat/shared';

export const articleApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** The article with this url, or null when the server has none (an empty list). */
    getArticle: b.query<NewsItem | null, string>({
      query: (url) => `newsdetails2/${encodeURIComponent(url)}`,
      transformResponse: (response: ListResponse<NewsItem>) => unwrapList(response)[0] ?? null,
    }),
  }),
});

export const { useGetArticleQuery } = articleApi;
