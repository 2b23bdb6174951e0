import { SEARCH_QUERY_MAX } from '@janmat/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEARCH_KEY, storyKeys } from '../api/edgeKeys';
import { categories, states } from '../core/db/schema';
import type { ReadQuery } from '../core/http/apiReads';
import { type Asked, cachedGet } from '../core/http/apiRoute';
import type { AppDeps } from '../deps';
import { SearchEngine, type SearchFilters } from './engine';
import { type ParsedQuery, parseQuery } from './query';

/** Answers to a query the engine cannot take (Hindi, shown to the reader). */
const SEARCH_MESSAGES = {
  tooLong: `खोज ${SEARCH_QUERY_MAX} अक्षरों से लंबी नहीं हो सकती। कृपया छोटे शब्दों में खोजें।`,
  badValue: 'खोज का यह मान सही नहीं है।',
  badPage: 'पेज संख्या 1 से 1000 के बीच की पूर्ण संख्या होनी चाहिए।',
  badDate: 'तारीख़ YYYY-MM-DD रूप में एक सही तारीख़ होनी चाहिए।',
  badRange: 'शुरू की तारीख़ आख़िरी तारीख़ के बाद की नहीं हो सकती।',
  badSection: 'यह खंड मौजूद नहीं है।',
  badState: 'यह राज्य मौजूद नहीं है।',
} as const;

const MAX_PAGE = 1000;

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string) => ({ ok: false, message }) as const;

/** One value of the query string (absent → undefined; repeated or not text → a 400). */
function single(query: ReadQuery, name: string): Checked<string | undefined> {
  const value = query[name];
  if (value === undefined) return { ok: true, value: undefined };
  return typeof value === 'string' ? { ok: true, value } : fail(SEARCH_MESSAGES.badValue);
}

/** The reader's text: over SEARCH_QUERY_MAX characters (code points) is refused. */
function readText(query: ReadQuery): Checked<ParsedQuery> {
  const q = single(query, 'q');
  if (!q.ok) return q;
  const text = q.value ?? '';
  if ([...text].length > SEARCH_QUERY_MAX) return fail(SEARCH_MESSAGES.tooLong);
  return { ok: true, value: parseQuery(text) };
}

/** `YYYY-MM-DD`, a real date; `nextDay` gives the day after (an exclusive upper bound). */
function day(value: string, nextDay: boolean): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.toISOString().slice(0, 10) !== value) return undefined;
  if (nextDay) date.setUTCDate(date.getUTCDate() + 1);
  return `${date.toISOString().slice(0, 10)} 00:00:00`;
}

interface SearchRequest {
  query: ParsedQuery;
  page: number;
  filters: SearchFilters;
  /** The normalised request: the read cache's key. */
  key: string;
}

async function readSearch(deps: Pick<AppDeps, 'db'>, query: ReadQuery): Promise<Checked<SearchRequest>> {
  const text = readText(query);
  if (!text.ok) return text;
  const fields = ['page', 'section', 'state', 'from', 'to'].map((name) => single(query, name));
  const bad = fields.find((f) => !f.ok);
  if (bad && !bad.ok) return bad;
  const [page, section, state, from, to] = fields.map((f) => (f.ok ? f.value?.trim() || undefined : undefined));
  if (page !== undefined && (!/^\d{1,4}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE)) {
    return fail(SEARCH_MESSAGES.badPage);
  }
  const filters: SearchFilters = {};
  if (from !== undefined) filters.from = day(from, false) ?? '';
  if (to !== undefined) filters.until = day(to, true) ?? '';
  if (filters.from === '' || filters.until === '') return fail(SEARCH_MESSAGES.badDate);
  if (filters.from && filters.until && filters.from >= filters.until) return fail(SEARCH_MESSAGES.badRange);
  if (section !== undefined) {
    if (section.length > 100) return fail(SEARCH_MESSAGES.badSection);
    const [found] = await deps.db
      .select({ c_code: categories.c_code })
      .from(categories)
      .where(eq(categories.c_code, section));
    if (!found) return fail(SEARCH_MESSAGES.badSection);
    filters.type = found.c_code === 'state' ? 'states' : found.c_code;
  }
  if (state !== undefined) {
    if (state.length > 100) return fail(SEARCH_MESSAGES.badState);
    const [found] = await deps.db.select({ code: states.code }).from(states).where(eq(states.code, state));
    if (!found) return fail(SEARCH_MESSAGES.badState);
    filters.state = found.code;
  }
  const pageNumber = page === undefined ? 1 : Number(page);
  const parts = [
    `q=${encodeURIComponent(text.value.key)}`,
    `page=${pageNumber}`,
    ...(section ? [`section=${filters.type}`] : []),
    ...(state ? [`state=${filters.state}`] : []),
    ...(from ? [`from=${from}`] : []),
    ...(to ? [`to=${to}`] : []),
  ];
  return { ok: true, value: { query: text.value, page: pageNumber, filters, key: `/api/search?${parts.join('&')}` } };
}

/** What a search answer shows: any story may join it, so every story change purges `search` (api/edgeKeys.ts). */
const searchKeys = (_asked: unknown, payload: unknown) => [SEARCH_KEY, ...storyKeys(payload)];

/** A checked search as `cachedGet` takes it: under its normalised address, or the Hindi reason it is refused. */
async function askSearch(deps: Pick<AppDeps, 'db'>, query: ReadQuery): Promise<Asked<SearchRequest>> {
  const request = await readSearch(deps, query);
  return request.ok ? { key: request.value.key, value: request.value } : { refused: request.message };
}

function askSuggestions(query: ReadQuery): Asked<ParsedQuery> {
  const text = readText(query);
  if (!text.ok) return { refused: text.message };
  return { key: `/api/search/suggest?q=${encodeURIComponent(text.value.key)}`, value: text.value };
}

/**
 * The readers' search: `/api/search` (results) and `/api/search/suggest` (headlines while typing),
 * public and cached per normalised query (no-result answers are not kept), readable in process by
 * pages rendered on the server (`deps.reads`).
 */
export function searchRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config' | 'cache' | 'reads' | 'searchIndex' | 'searchThread'>,
): void {
  const engine = new SearchEngine(deps.db, deps.searchIndex, deps.searchThread);
  cachedGet<Record<string, never>, SearchRequest>(app, deps, '/api/search', {
    ask: (_params, query) => askSearch(deps, query),
    produce: (request) => engine.search(request.query, request.page, request.filters),
    keys: searchKeys,
    cacheEmptyList: false,
  });
  cachedGet<Record<string, never>, ParsedQuery>(app, deps, '/api/search/suggest', {
    ask: (_params, query) => askSuggestions(query),
    produce: (text) => engine.suggest(text),
    keys: searchKeys,
    cacheEmptyList: false,
  });
}
