import { baseApi, type ListResponse, type NewsItem, SUBJECT_LOOKUP, unwrapList } from '@janmat/shared';

export const articleApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** The article with this url, or null when the server has none (a 404 or an empty list). */
    getArticle: b.query<NewsItem | null, string>({
      query: (url) => `newsdetails2/${encodeURIComponent(url)}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: (response: ListResponse<NewsItem> | null) => unwrapList(response)[0] ?? null,
    }),
  }),
});

export const { useGetArticleQuery } = articleApi;
