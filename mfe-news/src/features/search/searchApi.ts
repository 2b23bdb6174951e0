import { baseApi, type SearchAnswer } from '@janmat/shared';
import { type SearchArgs, searchQueryString } from './searchArgs';

/** Readers' search (`GET /api/search`): a page of stories with the matched words marked, by relevance then recency. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    searchNews: b.query<SearchAnswer, SearchArgs>({
      query: (args) => `search?${searchQueryString(args, { withPage: true })}`,
    }),
  }),
});

export const { useSearchNewsQuery } = searchApi;
