import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGESTIONS,
  SEARCH_TOTAL_CAP,
  type SearchResult,
  type SearchSuggestion,
} from '@janmat/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import type { IndexKeeper } from './indexer';
import { normaliseText, words } from './normalise';
import type { ParsedQuery, QueryWord } from './query';
import { markedSnippet } from './snippet';

/** Spellings of a query word found in the index (or an alias's words), best first. */
interface Candidate {
  /** One word, or several for an alias (`उत्तर प्रदेश`), searched as a phrase. */
  words: string[];
  sim: number;
}

const MAX_CANDIDATES = 6;

const quoted = (word: string) => `'${word}'`;

/**
 * The tsquery text of one query word: its candidates, any of them (`'a' | 'b' | ('c' & 'd')`). An
 * alias of several words needs all of them, not as a phrase: a phrase makes GIN recheck every match
 * against its positions, reading each document's whole vector.
 */
export function groupQuery(candidates: Candidate[]): string {
  return candidates
    .map((c) => (c.words.length === 1 ? quoted(c.words[0]!) : `(${c.words.map(quoted).join(' & ')})`))
    .join(' | ');
}

interface WordRow {
  i: number;
  word: string;
  sim: number;
  alias: boolean;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const asRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Exact and same-key spellings and aliases of each query word; trigram neighbours for words with none. */
export async function candidatesOf(db: Db, query: ParsedQuery, prefixLast: boolean): Promise<Candidate[][]> {
  const input = JSON.stringify(query.words.map((w, i) => ({ i, word: w.word, roman: w.roman })));
  const found = asRows<WordRow>(
    await db.execute(sql`
      with q as (select * from jsonb_to_recordset(${input}::jsonb) as q(i int, word text, roman text))
      select q.i, w.word, 1.0::float8 as sim, false as alias from q join search_words w on w.word = q.word
      union all
      select q.i, w.word, 0.9::float8, false from q join search_words w on w.roman = q.roman
        where q.roman <> '' and w.word <> q.word
      union all
      select q.i, a.expansion, 1.0::float8, true from q join search_aliases a on a.term = q.word`),
  );
  const last = query.words.length - 1;
  const missing = query.words
    .map((w, i) => ({ ...w, i }))
    .filter((w) => (prefixLast && w.i === last) || !found.some((row) => row.i === w.i && !row.alias));
  if (missing.length > 0) found.push(...(await neighbours(db, missing, prefixLast ? last : -1)));
  return query.words.map((_, i) => {
    const best = new Map<string, Candidate>();
    for (const row of found.filter((r) => r.i === i).sort((a, b) => b.sim - a.sim)) {
      const list = row.alias ? words(row.word) : [row.word];
      const key = list.join(' ');
      if (list.length > 0 && !best.has(key)) best.set(key, { words: list, sim: Number(row.sim) });
    }
    return [...best.values()].slice(0, MAX_CANDIDATES);
  });
}

/** Words of the index close to `missing` ones: by trigram similarity, or (the word being typed) by prefix. */
async function neighbours(db: Db, missing: (QueryWord & { i: number })[], prefixIndex: number): Promise<WordRow[]> {
  const input = JSON.stringify(
    missing.map((w) => ({ i: w.i, word: w.word, roman: w.roman, prefix: w.i === prefixIndex })),
  );
  // search_neighbours (migration 0010): trigram neighbours of similarity ≥ 0.4, and prefixes, through the indexes.
  return asRows<WordRow>(await db.execute(sql`select * from search_neighbours(${input}::jsonb)`));
}

export interface SearchFilters {
  /** News type (a category's c_code, `states` for the state category). */
  type?: string;
  state?: string;
  /** `YYYY-MM-DD HH:mm:ss` bounds of created_at: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

interface Hit {
  name: string | null;
  type: string;
  url: string;
  photo: string;
  created_at: string;
  body: string;
  total: number;
}

/** Newest matches taken from each tier beyond the page asked for (the rest are counted, not ranked). */
const POOL_MARGIN = 10;

/** The tsquery of the query words, any of them or all of them. */
const anyOf = (groups: string[]) => sql`to_tsquery('hindi', ${groups.map((g) => `(${g})`).join(' | ')})`;
const allOf = (groups: string[]) => sql`to_tsquery('hindi', ${groups.map((g) => `(${g})`).join(' & ')})`;

/**
 * The newest `count` visible matches of `match` in the headlines or whole documents, newest first
 * (`search_newest`, migration 0010: bands of days from the newest article back, so a common word
 * costs what its newest matches cost, not what all of them do).
 */
function newest(inTitle: boolean, match: SQL, count: number | SQL, filters: SearchFilters, now: string): SQL {
  return sql`search_newest(${inTitle}, ${match}, (select day from anchor), ${count}::int, ${now}::timestamptz,
    ${filters.type ?? null}::text, ${filters.state ?? null}::text,
    ${filters.from ?? null}::timestamp, ${filters.until ?? null}::timestamp)`;
}

/**
 * Ranked matches, in tiers: every query word in the headline, then every word anywhere, then any
 * word. Each tier gives its newest matches (enough for the page asked for), and a lower tier is only
 * read when the higher ones do not fill the page; those few rows are ordered by tier, then by the
 * headline's text-search rank (more query words rank higher) and its trigram likeness to the query,
 * then recency, and only the page's rows are joined to the article and read for snippets. The last
 * tier's newest matches, up to SEARCH_TOTAL_CAP, are also the count. Visibility, section, state and
 * date come from the search document itself (kept by the trigger on `news`).
 */
async function ranked(
  db: Db,
  query: ParsedQuery,
  groups: string[],
  filters: SearchFilters,
  limit: number,
  offset: number,
  headlineOnly = false,
): Promise<{ hits: Hit[]; total: number }> {
  const text = normaliseText(query.key);
  const roman = query.words.map((w) => w.roman).join(' ');
  const need = offset + limit;
  const pool = need + POOL_MARGIN;
  const now = new Date().toISOString();
  const until = filters.until ? sql`and d.created_at < ${filters.until}::timestamp` : sql``;
  const oneWord = groups.length === 1;
  // Suggestions count nothing; for one word, its headline matches are all its headline matches.
  const counted = headlineOnly ? (oneWord ? 0 : pool) : SEARCH_TOTAL_CAP;
  const bodyCount =
    headlineOnly || oneWord ? 0 : sql`case when (select count(*) from headline) >= ${need} then 0 else ${pool} end`;
  const rows = asRows<Hit>(
    await db.execute(sql`
      with anchor as materialized (
        select d.created_at::date as day from search_documents d
        where d.shown_from <= ${now}::timestamptz and d.created_at is not null ${until}
        order by d.created_at desc nulls last, d.article_id desc nulls last limit 1),
      headline as materialized (select s.article_id from ${newest(true, allOf(groups), pool, filters, now)} s),
      body as materialized (select s.article_id from ${newest(false, allOf(groups), bodyCount, filters, now)} s),
      upper as materialized (
        select article_id, max(tier) as tier
        from (select article_id, 3 as tier from headline union all select article_id, 2 from body) u
        group by article_id),
      anyword as materialized (
        select s.article_id, s.n from ${newest(headlineOnly, anyOf(groups), counted, filters, now)}
          with ordinality as s(article_id, created_at, n)),
      best as (
        select article_id, tier from upper
        union all
        select a.article_id, 1 from anyword a
        where a.n <= case when (select count(*) from upper) >= ${need} then 0 else ${pool} end
          and not exists (select 1 from upper u where u.article_id = a.article_id)),
      page as (
        select best.article_id, best.tier, d.created_at,
          ts_rank(d.title_vec, ${anyOf(groups)})
            + 0.5 * greatest(similarity(d.title, ${text}), word_similarity(${roman}, d.title_roman)) as score
        from best join search_documents d on d.article_id = best.article_id
        order by best.tier desc, score desc, d.created_at desc, d.article_id desc
        limit ${limit} offset ${offset})
      select news.name, news.type, news.url, news.photo, news.created_at, d.body, c.total
      from (select count(*)::int as total from anyword) c
      left join (page join news on news.id = page.article_id join search_documents d on d.article_id = page.article_id)
        on true
      order by page.tier desc, page.score desc, page.created_at desc, page.article_id desc`),
  );
  return { hits: rows.filter((r) => r.name !== null), total: Number(rows[0]?.total ?? 0) };
}

export interface SearchPage {
  data: SearchResult[];
  total: number;
}

/** The search engine over one database: keeps the index fresh, then answers. */
export class SearchEngine {
  constructor(
    private readonly db: Db,
    private readonly keeper: IndexKeeper,
  ) {}

  async search(query: ParsedQuery, page: number, filters: SearchFilters = {}): Promise<SearchPage> {
    if (query.words.length === 0) return { data: [], total: 0 };
    await this.keeper.fresh();
    const candidates = await candidatesOf(this.db, query, false);
    const groups = candidates.filter((c) => c.length > 0).map(groupQuery);
    if (groups.length === 0) return { data: [], total: 0 };
    // Pages past the counted matches are empty (their total still says how many there are).
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const past = offset >= SEARCH_TOTAL_CAP;
    const { hits, total } = await ranked(
      this.db,
      query,
      groups,
      filters,
      past ? 0 : SEARCH_PAGE_SIZE,
      past ? 0 : offset,
    );
    const marks = candidates.flat().flatMap((c) => c.words);
    return {
      data: hits.map((h) => ({
        name: h.name!,
        type: h.type,
        url: h.url,
        photo: h.photo,
        created_at: h.created_at,
        snippet: markedSnippet(h.body, marks),
      })),
      total,
    };
  }

  /** Headlines for the words typed so far (the last one may be unfinished). */
  async suggest(query: ParsedQuery): Promise<SearchSuggestion[]> {
    if (query.words.length === 0) return [];
    await this.keeper.fresh();
    const candidates = await candidatesOf(this.db, query, true);
    const groups = candidates.filter((c) => c.length > 0).map(groupQuery);
    if (groups.length === 0) return [];
    const { hits } = await ranked(this.db, query, groups, {}, SEARCH_SUGGESTIONS, 0, true);
    return hits.map((h) => ({ name: h.name!, type: h.type, url: h.url }));
  }
}
