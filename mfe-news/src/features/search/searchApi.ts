import { baseApi } from '@janmat/shared';
import { type SearchArgs, searchQueryString } from './searchArgs';

// The search API's answers (`GET /api/search`). Declared here until the contracts carry them.

/** One found story. `snippet` is plain text, each matched word between U+E000 and U+E001. */
export interface SearchHit {
  name: string;
  type: string;
  url: string;
  photo: string;
  created_at: string;
  snippet: string;
}

/** A page of results and how many there are in all. */
export interface SearchResults {
  data: SearchHit[];
  total: number;
}

/** Results a page. */
export const SEARCH_PAGE_SIZE = 10;

/** Readers' search: a page of stories with the matched words marked, by relevance then recency. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    searchNews: b.query<SearchResults, SearchArgs>({
      query: (args) => `search?${searchQueryString(args, { withPage: true })}`,
    }),
  }),
});

export const { useSearchNewsQuery } = searchApi;
