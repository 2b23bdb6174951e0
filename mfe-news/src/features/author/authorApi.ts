import { type Author, baseApi, type NewsCard, SUBJECT_LOOKUP, unwrapList } from '@janmat/shared';

/** Calls take the decoded (numeric) author id. */
export const authorApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAuthor: b.query<Author[], number>({
      query: (id) => `author/${id}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: unwrapList,
    }),
    getNewsByAuthor: b.query<NewsCard[], number>({
      query: (id) => `newsbyauthor/${id}`,
      transformResponse: unwrapList,
    }),
  }),
});

export const { useGetAuthorQuery, useGetNewsByAuthorQuery } = authorApi;
