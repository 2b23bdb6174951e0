import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGESTIONS,
  type SearchResult,
  type SearchSuggestion,
} from '@janmat/shared/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { visibleNews } from '../api/queries/visibility';
import type { Db } from '../core/db/client';
import { news } from '../core/db/schema';
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

/** Fuzzy spellings below this trigram similarity are not taken. */
const FUZZY_MIN = 0.4;
const MAX_CANDIDATES = 6;

const quoted = (word: string) => `'${word}'`;

/** The tsquery text of one query word: its candidates, any of them (`'a' | 'b' | ('c' <-> 'd')`). */
export function groupQuery(candidates: Candidate[]): string {
  return candidates
    .map((c) => (c.words.length === 1 ? quoted(c.words[0]!) : `(${c.words.map(quoted).join(' <-> ')})`))
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
  return asRows<WordRow>(
    await db.execute(sql`
      with q as (select * from jsonb_to_recordset(${input}::jsonb) as q(i int, word text, roman text, prefix boolean))
      select q.i, f.word, f.sim, false as alias from q cross join lateral (
        select w.word, greatest(similarity(w.word, q.word), similarity(w.roman, q.roman))::float8 as sim
        from search_words w
        where (w.word % q.word or (q.roman <> '' and w.roman % q.roman))
        order by 2 desc limit 4) f
      where f.sim >= ${FUZZY_MIN}
      union all
      select q.i, p.word, 0.8::float8, false from q cross join lateral (
        select w.word from search_words w
        where q.prefix and (w.word like q.word || '%' or (length(q.roman) >= 2 and w.roman like q.roman || '%'))
        order by length(w.word) limit 8) p`),
  );
}

export interface SearchFilters {
  /** News type (a category's c_code, `states` for the state category). */
  type?: string;
  state?: string;
  /** `YYYY-MM-DD HH:mm:ss` bounds of created_at: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

function filterSql(filters: SearchFilters, now: Date): SQL {
  return and(
    visibleNews(now),
    filters.type ? eq(news.type, filters.type) : undefined,
    filters.state ? eq(news.state, filters.state) : undefined,
    filters.from ? gte(news.created_at, filters.from) : undefined,
    filters.until ? lt(news.created_at, filters.until) : undefined,
  )!;
}

interface Hit {
  name: string;
  type: string;
  url: string;
  photo: string;
  created_at: string;
  body: string;
}

/** Newest matches taken from each tier beyond the page asked for (the rest are counted, not ranked). */
const POOL_MARGIN = 30;

/** The tsquery of the query words, any of them or all of them (as an expression the GIN indexes can use). */
const anyOf = (groups: string[]) => sql`to_tsquery('hindi', ${groups.map((g) => `(${g})`).join(' | ')})`;
const allOf = (groups: string[]) => sql`to_tsquery('hindi', ${groups.map((g) => `(${g})`).join(' & ')})`;

/**
 * Ranked matches, in tiers: every query word in the headline, then every word anywhere, then any
 * word. Each tier gives its newest matches (enough for the page asked for); those are ordered by
 * tier, then by the headline's text-search rank (more query words rank higher) and its trigram
 * likeness to the query, then recency. The big body vectors are only matched (through their GIN
 * index), never read for ranking: reading them is what makes a common word slow.
 */
async function ranked(
  db: Db,
  query: ParsedQuery,
  groups: string[],
  filters: SearchFilters,
  limit: number,
  offset: number,
  headlineOnly = false,
): Promise<Hit[]> {
  const text = normaliseText(query.key);
  const roman = query.words.map((w) => w.roman).join(' ');
  const pool = offset + limit + POOL_MARGIN;
  const where = filterSql(filters, new Date());
  const tier = (rank: number, match: SQL) => sql`(
    select d.article_id, ${rank}::int as tier from search_documents d join news on news.id = d.article_id
    where ${match} and ${where} order by news.created_at desc, news.id desc limit ${pool})`;
  const tiers = headlineOnly
    ? sql`${tier(3, sql`d.title_vec @@ ${allOf(groups)}`)} union all ${tier(1, sql`d.title_vec @@ ${anyOf(groups)}`)}`
    : sql`${tier(3, sql`d.title_vec @@ ${allOf(groups)}`)} union all ${tier(2, sql`d.vec @@ ${allOf(groups)}`)}
          union all ${tier(1, sql`d.vec @@ ${anyOf(groups)}`)}`;
  return asRows<Hit>(
    await db.execute(sql`
      with pool as (${tiers}),
      best as (select article_id, max(tier) as tier from pool group by article_id)
      select news.name, news.type, news.url, news.photo, news.created_at, d.body
      from best join search_documents d on d.article_id = best.article_id join news on news.id = best.article_id
      order by best.tier desc,
        ts_rank(d.title_vec, ${anyOf(groups)})
          + 0.5 * greatest(similarity(d.title, ${text}), word_similarity(${roman}, d.title_roman)) desc,
        news.created_at desc, news.id desc
      limit ${limit} offset ${offset}`),
  );
}

/** How many visible articles match any query word. */
async function matchCount(db: Db, groups: string[], filters: SearchFilters): Promise<number> {
  const [row] = asRows<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from search_documents d join news on news.id = d.article_id
      where d.vec @@ ${anyOf(groups)} and ${filterSql(filters, new Date())}`),
  );
  return Number(row?.n ?? 0);
}

export interface SearchPage {
  data: SearchResult[];
  total: number;
}

/**
 * Runs the search's reads with the planner kept to the GIN indexes' bitmaps: for a common word it
 * otherwise reads every document's vector (a sequential or primary-key scan), several times slower.
 */
function withIndexes<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return read(tx as unknown as Db);
  });
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
    const [hits, total] = await withIndexes(this.db, async (tx) => [
      await ranked(tx, query, groups, filters, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE),
      await matchCount(tx, groups, filters),
    ]);
    const marks = candidates.flat().flatMap((c) => c.words);
    return {
      data: hits.map((h) => ({
        name: h.name,
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
    const hits = await withIndexes(this.db, (tx) => ranked(tx, query, groups, {}, SEARCH_SUGGESTIONS, 0, true));
    return hits.map((h) => ({ name: h.name, type: h.type, url: h.url }));
  }
}
