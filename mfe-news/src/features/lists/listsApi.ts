import { baseApi, type NewsCard, unwrapList } from '@janmat/shared';

/** News lists: all news, by category type, by trending sub-category and by state. */
export const listsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAllNews: b.query<NewsCard[], void>({ query: () => 'news', transformResponse: unwrapList }),
    getNewsByType: b.query<NewsCard[], string>({
      query: (type) => `news/${encodeURIComponent(type)}`,
      transformResponse: unwrapList,
    }),
    getNewsBySubcategory: b.query<NewsCard[], string>({
      query: (subtype) => `newssubcategory/${encodeURIComponent(subtype)}`,
      transformResponse: unwrapList,
    }),
    getNewsByState: b.query<NewsCard[], string>({
      query: (code) => `newsstatewise/${encodeURIComponent(code)}`,
      transformResponse: unwrapList,
    }),
  }),
});

export const { useGetAllNewsQuery, useGetNewsByTypeQuery, useGetNewsBySubcategoryQuery, useGetNewsByStateQuery } =
  listsApi;
