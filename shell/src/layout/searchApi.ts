import { baseApi, type SearchSuggestAnswer } from '@janmat/shared';

/** The header's suggestions as the reader types (`GET /api/search/suggest`), with what a Latin query was read as. */
const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    suggestSearch: b.query<SearchSuggestAnswer, string>({
      query: (q) => `search/suggest?${new URLSearchParams({ q })}`,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSuggestSearchQuery } = searchApi;
