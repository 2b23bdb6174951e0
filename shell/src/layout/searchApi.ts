import { baseApi, type SearchSuggestion, unwrapList } from '@janmat/shared';

/** The header's suggestions as the reader types (`GET /api/search/suggest`). */
const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    suggestSearch: b.query<SearchSuggestion[], string>({
      query: (q) => `search/suggest?${new URLSearchParams({ q })}`,
      transformResponse: unwrapList,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSuggestSearchQuery } = searchApi;
