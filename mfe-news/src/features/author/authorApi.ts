import { type Author, baseApi, type NewsCard, unwrapList } from '@janmat/shared';

/** Calls take the decoded (numeric) author id. */
export const authorApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAuthor: b.query<Author[], number>({ query: (id) => `author/${id}`, transformResponse: unwrapList }),
    getNewsByAuthor: b.query<NewsCard[], number>({
      query: (id) => `newsbyauthor/${id}`,
      transformResponse: unwrapList,
    }),
  }),
});

export const { useGetAuthorQuery, useGetNewsByAuthorQuery } = authorApi;
