import { baseApi, REFUSAL_IS_ANSWER, type Refused, type SearchAnswer } from '@janmat/shared';
import { type SearchArgs, searchQueryString } from './searchArgs';

/**
 * Readers' search (`GET /api/search`): a page of stories with the matched words marked, by relevance
 * then recency; or the API's Hindi refusal of the reader's input (too long, an unknown section, a bad
 * date), an answer the page shows, with or without scripts.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    searchNews: b.query<SearchAnswer | Refused, SearchArgs>({
      query: (args) => `search?${searchQueryString(args, { withPage: true })}`,
      extraOptions: REFUSAL_IS_ANSWER,
    }),
  }),
});

export const { useSearchNewsQuery } = searchApi;
