/**
 * The readers' search (`GET /api/search`, `GET /api/search/suggest`). Matched words in a snippet are
 * wrapped in SEARCH_MARK_START … SEARCH_MARK_END (private-use characters): split on them and render
 * text only, never HTML.
 */

export const SEARCH_MARK_START = '\uE000';
export const SEARCH_MARK_END = '\uE001';

/** Results per page of `/api/search`. */
export const SEARCH_PAGE_SIZE = 10;

/** Matches a search counts at most (and pages to): `total` of a query matching more. */
export const SEARCH_TOTAL_CAP = 100;
/** Pages a search counts past the one asked for: the pager reaches that far, and the count says «or more» there. */
export const SEARCH_PAGES_AHEAD = 2;

/**
 * How far a search for `page` counts its matches: two pages past it (page 1 counts 30), at most
 * SEARCH_TOTAL_CAP. Counting matches is most of a results page's work, and readers rarely page far, so
 * `total` reaching this means «this many or more», and a later page counts further.
 */
export function searchCountCap(page: number): number {
  return Math.min(SEARCH_TOTAL_CAP, (page + SEARCH_PAGES_AHEAD) * SEARCH_PAGE_SIZE);
}
/** Most suggestions `/api/search/suggest` answers. */
export const SEARCH_SUGGESTIONS = 6;
/** Longest query (characters); longer → 400 with a Hindi `message`. */
export const SEARCH_QUERY_MAX = 200;

/** One result: an article card with the body's text around the match. */
export interface SearchResult {
  name: string;
  /** News type (category c_code; `states` for state news): the article's address is /news/{type}/{url}. */
  type: string;
  url: string;
  photo: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  created_at: string;
  /** Plain text; matched words between SEARCH_MARK_START and SEARCH_MARK_END. */
  snippet: string;
}

/** `GET /api/search?q=&page=&section=&state=&from=&to=`: 10 per page, most relevant first, then newest. */
export interface SearchAnswer {
  data: SearchResult[];
  /**
   * Matches, counted up to `searchCountCap(page)` (for paging): a query matching more answers that
   * cap («or more»); pages past SEARCH_TOTAL_CAP are empty.
   */
  total: number;
  /**
   * The Hindi the query's Latin words were read as (`school` → `स्कूल`, `election commission` →
   * `चुनाव आयोग`; other words as typed); absent when no Latin word was read as Hindi.
   */
  reading?: string;
}

/** One suggestion while typing. */
export interface SearchSuggestion {
  name: string;
  type: string;
  url: string;
}

/** `GET /api/search/suggest?q=`: at most 6 headlines. */
export interface SearchSuggestAnswer {
  data: SearchSuggestion[];
  /** As SearchAnswer's `reading`: shown as «school → स्कूल». */
  reading?: string;
}

/** The query string of `/api/search` (all optional; `from`/`to` are `YYYY-MM-DD`). */
export interface SearchParams {
  q: string;
  page?: number;
  /** A category's c_code. */
  section?: string;
  /** A state's code. */
  state?: string;
  from?: string;
  to?: string;
}
