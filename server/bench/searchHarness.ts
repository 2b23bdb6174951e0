/**
 * What the search evaluation and load benchmark run (bundled by them with esbuild): a database of
 * the seed content, or of a corpus generated from it, and the search engine over it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/core/db/client';
import { news } from '../src/core/db/schema';
import { SearchEngine } from '../src/search/engine';
import { IndexKeeper } from '../src/search/indexer';
import { parseQuery } from '../src/search/query';
import type { SearchThread } from '../src/search/thread/searchThread';
import { startSearchThread } from '../src/search/thread/startSearchThread';
import { seedContent } from '../src/seed/content';
import { seedDatabase } from '../src/seed/seedDatabase';
import type { SeedNews } from '../src/seed/types';
import { SEARCH_STORIES } from '../test/fixtures/searchStories';

export { parseQuery, seedContent };

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  database: DatabaseHandle;
  engine: SearchEngine;
  /** PGlite's folder. */
  dataDir?: string;
  /** The search thread the engine also runs on (withSearchThread). */
  thread?: SearchThread;
  close(): Promise<void>;
}

/**
 * A fresh database: PGlite in a temporary folder, or a new database beside TEST_DATABASE_URL's.
 * With SEARCH_BENCH_KEEP=<name> (letters, digits, _), one of that name (the database `<name>`, the
 * folder `$TMPDIR/<name>`) that is kept after the run and opened again by the next one, which finds
 * its articles there.
 */
export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  const kept = process.env.SEARCH_BENCH_KEEP;
  if (kept && !/^[a-z][a-z0-9_]*$/.test(kept)) throw new Error('SEARCH_BENCH_KEEP: a name in a-z, 0-9, _');
  const keep = Boolean(kept);
  let drop = async () => {};
  let database: DatabaseHandle;
  let dataDir: string | undefined;
  if (kind === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = kept || `janmat_search_${process.pid}`;
    const run = async (statement: string) => {
      const c = new Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(statement);
      } finally {
        await c.end();
      }
    };
    if (!keep) await run(`drop database if exists ${name} with (force)`);
    await run(`create database ${name}`).catch((error) => {
      if (!keep) throw error;
    });
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    if (!keep) drop = () => run(`drop database if exists ${name} with (force)`);
  } else {
    const dir = kept ? join(tmpdir(), kept) : mkdtempSync(join(tmpdir(), 'janmat-search-bench-'));
    mkdirSync(dir, { recursive: true });
    dataDir = join(dir, 'pglite');
    database = await openDatabase({ kind: 'pglite', dataDir });
    if (!keep) drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  const b: BenchDatabase = {
    kind,
    database,
    engine: new SearchEngine(database.db, new IndexKeeper(database.db)),
    dataDir,
    async close() {
      await b.thread?.close();
      await b.database.close();
      await drop();
    },
  };
  return b;
}

const quiet = { info: () => {}, error: (error: unknown) => console.error(error) };

/**
 * PGlite as the server runs it (SEARCH_THREAD, on unless `off`): opened again with the search thread's
 * copy, the engine then also searching there once the copy is current. Answers whether it has a thread.
 */
export async function withSearchThread(b: BenchDatabase): Promise<boolean> {
  if (b.kind !== 'pglite' || process.env.SEARCH_THREAD === 'off') return false;
  await b.database.close();
  b.database = await openDatabase({ kind: 'pglite', dataDir: b.dataDir!, searchCopy: `${b.dataDir}-search` });
  b.thread = await startSearchThread(b.database.db, b.database.searchCopy!, quiet);
  if (!(await b.thread.whenCurrent())) throw new Error('the search thread failed');
  b.engine = new SearchEngine(b.database.db, new IndexKeeper(b.database.db), b.thread);
  return true;
}

/** Loads the seed content and the stories written for the evaluation (its corpus). */
export async function seed(b: BenchDatabase): Promise<void> {
  await seedDatabase(b.database.db, { ...seedContent, news: [...seedContent.news, ...SEARCH_STORIES] });
}

/** How many articles the database holds (a kept database already has its corpus). */
export async function articleCount(b: BenchDatabase): Promise<number> {
  const result = (await b.database.db.execute(sql`select count(*)::int as n from news`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** A small deterministic random source, so every run builds the same corpus. */
function random(seedValue: number): () => number {
  let s = seedValue >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(items: T[], r: () => number): T => items[Math.floor(r() * items.length)]!;

/**
 * Adds `count` articles made from the seed's vocabulary, each on one seed article's topic (as news
 * repeats its topics): a headline from a half of its headline and a half of another's of the same
 * category, a body of its own paragraphs in another order plus one paragraph of any article, its
 * category, state and sub-category, a random reporter and date.
 */
export async function generateCorpus(b: BenchDatabase, count: number): Promise<void> {
  const r = random(42);
  const halves = (n: SeedNews) =>
    n.name
      .split(/[,:;]/)
      .map((part) => part.trim())
      .filter(Boolean);
  const paragraphsOf = (n: SeedNews) => n.des.split('\n').filter((p) => p.startsWith('<p>'));
  const allParagraphs = seedContent.news.flatMap(paragraphsOf);
  const templates: SeedNews[] = seedContent.news;
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const template = pick(templates, r);
      const other = pick(
        templates.filter((n) => n.type === template.type),
        r,
      );
      const own = paragraphsOf(template).sort(() => r() - 0.5);
      const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(r() * 700) * 86_400_000).toISOString().slice(0, 10);
      rows.push({
        name: `${pick(halves(template), r)}, ${pick(halves(other), r)}`,
        type: template.type,
        url: `bench-${i}`,
        state: template.state,
        subtype: template.subtype,
        photo: template.photo,
        des: [...own, pick(allParagraphs, r)].join('\n'),
        reporter: 1 + Math.floor(r() * seedContent.authors.length),
        created_at: `${day} ${String(Math.floor(r() * 24)).padStart(2, '0')}:00:00`,
      });
    }
    await b.database.db.insert(news).values(rows);
  }
}

/** Computes every stale search document (what the first query after a bulk load would do). */
export async function buildIndex(b: BenchDatabase): Promise<number> {
  const [row] = (
    (await b.database.db.execute(
      sql`select count(*)::int as n from search_documents where indexed < wanted`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  await new IndexKeeper(b.database.db).fresh();
  return Number(row?.n ?? 0);
}

/** Bytes on disk of the search tables with their indexes and TOAST. */
export async function indexSize(b: BenchDatabase): Promise<{ documents: number; words: number; indexes: number }> {
  const result = (await b.database.db.execute(sql`
    select pg_total_relation_size('search_documents')::float8 as documents,
           pg_total_relation_size('search_words')::float8 as words,
           (pg_indexes_size('search_documents') + pg_indexes_size('search_words'))::float8 as indexes`)) as unknown as {
    rows: { documents: number; words: number; indexes: number }[];
  };
  return result.rows[0]!;
}

export async function analyse(b: BenchDatabase): Promise<void> {
  await b.database.db.execute(sql`analyze`);
}
