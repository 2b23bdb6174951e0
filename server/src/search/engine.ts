import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGESTIONS,
  SEARCH_TOTAL_CAP,
  type SearchResult,
  type SearchSuggestion,
  searchCountCap,
} from '@janmat/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import type { IndexKeeper } from './indexer';
import type { ParsedQuery } from './query';
import { readingOf } from './reading';
import { markedSnippet } from './snippet';
import { KeptSpellings, type LookedUp } from './spellings';

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const asRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A driver's own client (PGlite; node-postgres' pool): both answer `query(text, params)` with `{ rows }`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The search statement is sent to the database's own client, not through Drizzle: Drizzle's PGlite driver
 * passes its type parsers with every query, and PGlite copies its own 318 parsers with them on each call
 * (0.17 ms, about 5 % of a search). The date comes as text, as Drizzle's drivers give it.
 */
const clientOf = (db: Db): RawClient => (db as unknown as { $client: RawClient }).$client;

const RUN_STATEMENT = `select stale, version, spellings, marks, total, name, type, url, photo,
  created_at::text as created_at, body from search_run_kept($1::jsonb, $2::bigint, $3, $4, $5, $6::int, $7::int,
  $8::int, $9::timestamptz, $10::text, $11::text, $12::timestamp, $13::timestamp, $14)`;

/** The query words as search_groups() (migration 0017) reads them: `[{ i, word, roman }]`. */
const wordsInput = (query: ParsedQuery) =>
  JSON.stringify(query.words.map((w, i) => ({ i, word: w.word, roman: w.roman })));

/**
 * The tsquery group of each query word that the index knows (`'a' | 'b' | ('c' & 'd')`): its
 * spellings found by search_groups() — the same word, the same Latin key, an alias, else trigram
 * neighbours, and with `prefixLast` the words that begin with the last one.
 */
export async function spellingGroups(db: Db, query: ParsedQuery, prefixLast: boolean): Promise<string[]> {
  const rows = asRows<{ grp: string }>(
    await db.execute(sql`select grp from search_groups(${wordsInput(query)}::jsonb, ${prefixLast})`),
  );
  return rows.map((r) => r.grp);
}

export interface SearchFilters {
  /** News type (a category's c_code, `states` for the state category). */
  type?: string;
  state?: string;
  /** `YYYY-MM-DD HH:mm:ss` bounds of created_at: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

/** One row of search_run_kept(): a hit (or none), with the query's marks and total; or `stale` alone. */
interface RunRow {
  stale: boolean;
  /** The vocabulary's version (bigint: a string from node-postgres) and the spellings looked up at it. */
  version: number | string | null;
  spellings: LookedUp[] | null;
  /** The spellings searched, space-separated (the snippets mark them). */
  marks: string | null;
  total: number | null;
  name: string | null;
  type: string;
  url: string;
  photo: string;
  created_at: string;
  body: string;
}

interface RunOptions {
  prefixLast: boolean;
  headlineOnly: boolean;
  /** How many matches to count for `total` (results pages; suggestions count none). */
  countCap: number;
  limit: number;
  offset: number;
  filters: SearchFilters;
}

/** Times a search may find stale documents, refresh them and ask again before it answers as it is. */
const FRESH_TRIES = 2;

export interface SearchPage {
  data: SearchResult[];
  total: number;
  /** The Hindi the query's Latin words were read as (`school` → स्कूल), when they were. */
  reading?: string;
}

/** A search's rows and the query's reading. */
interface RunAnswer {
  rows: RunRow[];
  reading: string | undefined;
}

/**
 * The search engine over one database. A search is one statement, search_run_kept() (migrations 0017,
 * 0021): it finds the spellings of the query words, reads each tier's newest matches and ranks them, and answers
 * the page with its snippets' texts, the marks and the total. When a search document is stale it
 * answers only that: the engine recomputes the stale documents and asks again.
 */
export class SearchEngine {
  /** The spellings of the query words searched before, while the vocabulary stays as it was. */
  private readonly spellings = new KeptSpellings();

  /** Where the search statement runs: the search thread when there is one (search/thread/), else the database. */
  private readonly reader: RawClient;

  constructor(
    db: Db,
    private readonly keeper: IndexKeeper,
    reader?: RawClient,
  ) {
    this.reader = reader ?? clientOf(db);
  }

  private async run(query: ParsedQuery, options: RunOptions): Promise<RunAnswer> {
    const { filters, prefixLast } = options;
    const roman = query.words.map((w) => w.roman).join(' ');
    for (let tries = 0; ; tries += 1) {
      const fresh = tries < FRESH_TRIES;
      const sent = this.spellings.input(query, prefixLast);
      const rows = asRows<RunRow>(
        await this.reader.query(RUN_STATEMENT, [
          sent.words,
          sent.version,
          prefixLast,
          options.headlineOnly,
          roman,
          options.limit,
          options.offset,
          options.countCap,
          new Date().toISOString(),
          filters.type ?? null,
          filters.state ?? null,
          filters.from ?? null,
          filters.until ?? null,
          fresh,
        ]),
      );
      const first = rows[0];
      if (!first?.stale) {
        const looked = first?.spellings ?? [];
        if (first?.version != null) this.spellings.learn(query, prefixLast, sent, Number(first.version), looked);
        // Kept at another version, every word was looked up again: what was kept no longer counts.
        const kept = first?.version != null && Number(first.version) === sent.version ? sent.known : undefined;
        const readings = query.words.map(
          (_, i) => looked.find((l) => l.i === i)?.reading ?? kept?.get(i)?.reading ?? undefined,
        );
        return { rows, reading: readingOf(query, readings) };
      }
      await this.keeper.fresh();
    }
  }

  async search(query: ParsedQuery, page: number, filters: SearchFilters = {}): Promise<SearchPage> {
    if (query.words.length === 0) return { data: [], total: 0 };
    // Pages past the counted matches are empty (their total still says how many there are).
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const past = offset >= SEARCH_TOTAL_CAP;
    const { rows, reading } = await this.run(query, {
      prefixLast: false,
      headlineOnly: false,
      countCap: searchCountCap(page),
      limit: past ? 0 : SEARCH_PAGE_SIZE,
      offset: past ? 0 : offset,
      filters,
    });
    const marks = (rows[0]?.marks ?? '').split(' ').filter(Boolean);
    return {
      data: rows
        .filter((h) => h.name !== null)
        .map((h) => ({
          name: h.name!,
          type: h.type,
          url: h.url,
          photo: h.photo,
          created_at: h.created_at,
          snippet: markedSnippet(h.body, marks),
        })),
      total: Number(rows[0]?.total ?? 0),
      ...(reading ? { reading } : {}),
    };
  }

  /** Headlines for the words typed so far (the last one may be unfinished), and the query's reading. */
  async suggest(query: ParsedQuery): Promise<{ data: SearchSuggestion[]; reading?: string }> {
    if (query.words.length === 0) return { data: [] };
    const { rows, reading } = await this.run(query, {
      prefixLast: true,
      headlineOnly: true,
      countCap: 0,
      limit: SEARCH_SUGGESTIONS,
      offset: 0,
      filters: {},
    });
    const data = rows.filter((h) => h.name !== null).map((h) => ({ name: h.name!, type: h.type, url: h.url }));
    return reading ? { data, reading } : { data };
  }
}
