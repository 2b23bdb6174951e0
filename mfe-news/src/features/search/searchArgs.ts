/** What a search asks for: the words, the page (from 1) and the filters a reader chose. */
export interface SearchArgs {
  q: string;
  page: number;
  section?: string;
  state?: string;
  from?: string;
  to?: string;
}

export const FILTERS = ['section', 'state', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/**
 * The search of an address's query string, the same for the page and its server loader (so both
 * ask for the same cached answer): undefined without words; a page that is no positive number is the
 * first; a date that is no `YYYY-MM-DD` and empty filters are left out.
 */
export function searchArgsOf(params: URLSearchParams): SearchArgs | undefined {
  const q = (params.get('q') ?? '').trim();
  if (!q) return undefined;
  const page = params.get('page') ?? '';
  const args: SearchArgs = { q, page: PAGE.test(page) ? Number(page) : 1 };
  for (const name of FILTERS) {
    const value = (params.get(name) ?? '').trim();
    if (value && (name === 'section' || name === 'state' || DAY.test(value))) args[name] = value;
  }
  return args;
}

/** The query string of a search, its parts in one order; `page` only when asked for (the API's). */
export function searchQueryString(args: SearchArgs, { withPage = args.page > 1 } = {}): string {
  const params = new URLSearchParams({ q: args.q });
  if (withPage) params.set('page', String(args.page));
  for (const name of FILTERS) {
    const value = args[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}
