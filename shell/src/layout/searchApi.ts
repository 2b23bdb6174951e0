import { baseApi, unwrapList } from '@janmat/shared';

/** A suggested story (`GET /api/search/suggest`, at most six). Declared here until the contracts carry it. */
export interface SearchSuggestion {
  name: string;
  type: string;
  url: string;
}

/** The header's suggestions as the reader types. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    suggestSearch: b.query<SearchSuggestion[], string>({
      query: (q) => `search/suggest?${new URLSearchParams({ q })}`,
      transformResponse: unwrapList,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSuggestSearchQuery } = searchApi;
