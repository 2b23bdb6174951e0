import { baseApi, type PopularNewsItem, unwrapList } from '@janmat/shared';

export const popularApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getPopularNews: b.query<PopularNewsItem[], void>({
      query: () => 'lokpriya',
      transformResponse: unwrapList,
    }),
  }),
});

export const { useGetPopularNewsQuery } = popularApi;
