import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/core/db/client';
import { news, searchChanges, searchGlossary } from '../src/core/db/schema';
import { SearchEngine } from '../src/search/engine';
import { IndexKeeper } from '../src/search/indexer';
import { parseQuery } from '../src/search/query';
import type { SearchThread } from '../src/search/thread/searchThread';
import { seedContent } from '../src/seed/content';
import { seedDatabase } from '../src/seed/seedDatabase';
import { notPrivate } from './helpers/fileModes';
import { copyPgliteTemplate } from './helpers/pgliteTemplate';
import { rowCount, startTestApp, type TestApp } from './helpers/testApp';

const METRICS_TOKEN = 'metrics-token-for-the-search-thread-0123';

/** A story with a headline no other has, written straight to the database as the newsroom would. */
const story = (word: string) => ({
  name: `${word} में नई सड़क बनेगी`,
  type: 'national',
  url: `${word}-sadak`,
  photo: '/uploads/news/x.svg',
  des: `<p>${word} के लोगों को नई सड़क मिलेगी।</p>`,
  reporter: 1,
  created_at: '2026-11-20 10:00:00',
});

describe('searches in a thread of their own, on a copy that follows the database (PGlite)', () => {
  let t: TestApp;
  let thread: SearchThread;
  /** The engine on the thread, and one on the database alone: neither keeps answers. */
  let threaded: SearchEngine;
  let alone: SearchEngine;
  const urls = async (engine: SearchEngine, q: string) =>
    (await engine.search(parseQuery(q), 1)).data.map((d) => d.url);

  beforeAll(async () => {
    t = await startTestApp({ content: seedContent, searchThread: true, env: { METRICS_TOKEN } });
    thread = t.app.searchThread!;
    const keeper = new IndexKeeper(t.database.db);
    threaded = new SearchEngine(t.database.db, keeper, thread);
    alone = new SearchEngine(t.database.db, keeper);
    // The first search indexes the seeded stories (on the database): the thread has them once it is current.
    await urls(alone, 'सरकार');
    expect(await thread.whenCurrent()).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  test('the thread answers searches, as the database alone answers them', async () => {
    const before = thread.answered.thread;
    for (const q of ['सरकार', 'sarkar', 'school', 'chief minister', 'बजट']) {
      expect(await urls(threaded, q)).toEqual(await urls(alone, q));
    }
    expect(thread.answered.thread - before).toBe(5);
    const suggested = await threaded.suggest(parseQuery('sark'));
    expect(suggested).toEqual(await alone.suggest(parseQuery('sark')));
    expect(suggested.data.length).toBeGreaterThan(0);
    // An operator sees each side's share.
    const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.body).toContain(`\njanmat_search_thread_statements_total ${thread.answered.thread}\n`);
    expect(scraped.body).toContain(`\njanmat_search_main_statements_total ${thread.answered.main}\n`);
    expect(thread.answered.thread).toBeGreaterThan(5);
  });

  test('a story written is found at once, and by the thread once its copy has it', async () => {
    await t.database.db.insert(news).values(story('झिलमिलपुर'));
    // At once: the copy is behind, so the database answers.
    expect(await urls(threaded, 'झिलमिलपुर')).toEqual(['झिलमिलपुर-sadak']);
    expect(await thread.whenCurrent()).toBe(true);
    const before = thread.answered.thread;
    expect((await urls(threaded, 'झिलमिलपुर सड़क'))[0]).toBe('झिलमिलपुर-sadak');
    expect(thread.answered.thread).toBe(before + 1);
    // What the copy holds is no longer kept in the database.
    expect(await rowCount(t, searchChanges)).toBe(0);
  });

  test('a headline changed and a story removed reach the thread', async () => {
    await t.database.db.insert(news).values(story('टिमटिमगढ़'));
    await urls(threaded, 'टिमटिमगढ़');
    await t.database.db.update(news).set({ name: 'चमचमपुर में नई सड़क बनेगी' }).where(eq(news.url, 'टिमटिमगढ़-sadak'));
    await urls(threaded, 'चमचमपुर');
    await t.database.db.delete(news).where(eq(news.url, 'झिलमिलपुर-sadak'));
    expect(await thread.whenCurrent()).toBe(true);
    const before = thread.answered.thread;
    expect((await threaded.suggest(parseQuery('चमचमपुर'))).data.map((d) => d.url)).toEqual(['टिमटिमगढ़-sadak']);
    expect(await urls(threaded, 'झिलमिलपुर')).toEqual([]);
    expect(thread.answered.thread).toBe(before + 2);
  });

  test("an editor's glossary entry reaches the thread", async () => {
    await t.database.db.insert(searchGlossary).values({ term: 'glitterton', hindi: 'चमचमपुर' });
    expect(await thread.whenCurrent()).toBe(true);
    const before = thread.answered.thread;
    expect(await urls(threaded, 'glitterton')).toEqual(['टिमटिमगढ़-sadak']);
    expect(thread.answered.thread).toBe(before + 1);
  });

  test('a restart copies the database again: the thread holds everything written before it', async () => {
    // A change written down and not yet sent when the process stops: the next start's copy holds it.
    await t.database.db.insert(searchChanges).values({ tbl: 'news', key: '0' });
    await t.close({ keepData: true });
    // The copy, written by a PGlite that is stopped rather than closed, is left private like the database.
    expect(notPrivate(join(t.dataDir, 'pglite-search'))).toEqual([]);
    t = await startTestApp({ content: null, dataDir: t.dataDir, searchThread: true });
    thread = t.app.searchThread!;
    threaded = new SearchEngine(t.database.db, new IndexKeeper(t.database.db), thread);
    expect(await thread.whenCurrent()).toBe(true);
    expect(await urls(threaded, 'glitterton')).toEqual(['टिमटिमगढ़-sadak']);
    expect(thread.answered.thread).toBe(1);
    expect(await rowCount(t, searchChanges)).toBe(0);
  }, 120_000);

  test('a thread that stops leaves every search to the database, which still answers', async () => {
    await thread.threadWorker()!.terminate();
    expect(await thread.whenCurrent()).toBe(false);
    const before = { ...thread.answered };
    expect(await urls(threaded, 'चमचमपुर')).toEqual(['टिमटिमगढ़-sadak']);
    expect(thread.answered).toEqual({ thread: before.thread, main: before.main + 1 });
    const answer = await t.app.inject({ url: '/api/search?q=चमचमपुर' });
    expect(answer.statusCode).toBe(200);
    // Nothing follows the changes now: the database no longer writes them down.
    await t.database.db.insert(news).values(story('गुनगुनपुर'));
    expect(await urls(threaded, 'गुनगुनपुर')).toEqual(['गुनगुनपुर-sadak']);
    expect(await rowCount(t, searchChanges)).toBe(0);
  });
});

test('a copy that cannot be made leaves searches on the database, with a warning, and the database opens', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-copy-'));
  try {
    await copyPgliteTemplate(join(dataDir, 'pglite'));
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      searchCopy: '/proc/janmat',
    });
    try {
      expect(database.searchCopy).toBeUndefined();
      expect(database.warnings).toEqual([
        expect.stringMatching(
          /^The search thread's copy could not be made \(\/proc\/janmat: .+\): searches run on the database alone$/,
        ),
      ]);
      await database.migrate();
      // Nothing follows the changes: the database does not write them down.
      await seedDatabase(database.db, seedContent);
      const [row] = await database.db.select({ n: count() }).from(searchChanges);
      expect(row!.n).toBe(0);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
