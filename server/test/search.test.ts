import type { SearchAnswer, SearchSuggestAnswer } from '@janmat/shared/contracts';
import { SEARCH_MARK_END, SEARCH_MARK_START } from '@janmat/shared/contracts';
import { eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { ResponseCache } from '../src/core/cache';
import { news, searchAliases } from '../src/core/db/schema';
import { ApiReads } from '../src/core/http/apiReads';
import { IndexKeeper } from '../src/search/indexer';
import { normaliseText } from '../src/search/normalise';
import { searchRoutes } from '../src/search/routes';
import { seedContent } from '../src/seed/content';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('search on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, content: seedContent });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/search?${query}` });
    return { status: res.statusCode, body: res.json() as SearchAnswer & { message?: string } };
  };
  const first = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).body.data[0]?.url;

  test.each([
    ['Devanagari', 'सर्वदलीय बैठक', 'sheetkalin-satra-sarvadaliya-baithak'],
    ['misspelled', 'प्रदुषण उच्चस्तरिय बैठक', 'uttar-bharat-pradushan-uchchstariya-baithak'],
    ['Latin-script', 'chunavi kharch', 'chunavi-kharch-nigrani-mobile-app'],
    ['acronym', 'GST', 'gst-sangrah-october-9-pratishat-badhat'],
  ])('a %s query finds its article first', async (_kind, q, url) => {
    expect(await first(q)).toBe(url);
  });

  test('answers 10 per page with the total, cards and marked snippets', async () => {
    const { status, body } = await search('q=sarkar');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(10);
    expect(body.data).toHaveLength(10);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['created_at', 'name', 'photo', 'snippet', 'type', 'url']);
    expect(body.data[0]!.snippet).toContain(`${SEARCH_MARK_START}सरकार${SEARCH_MARK_END}`);
    expect(body.data[0]!.snippet).not.toMatch(/[<>]/);
    const second = await search('q=sarkar&page=2');
    expect(second.body.total).toBe(body.total);
    expect(second.body.data.map((d) => d.url)).not.toContain(body.data[0]!.url);
  });

  test('filters by section, state and dates', async () => {
    const state = await search('q=sarkar&section=state&state=bihar');
    expect(state.body.data.length).toBeGreaterThan(0);
    expect(state.body.data.every((d) => d.type === 'states' && d.url.startsWith('bihar-'))).toBe(true);
    const dated = await search('q=sarkar&from=2026-11-10&to=2026-11-15');
    expect(dated.body.data.every((d) => d.created_at >= '2026-11-10' && d.created_at < '2026-11-16')).toBe(true);
  });

  test('suggests at most 6 headlines for a word being typed', async () => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent('sheetkal')}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchSuggestAnswer;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['name', 'type', 'url']);
    expect(body.data[0]!.name).toContain('शीतकालीन');
  });

  test('empty, blank and punctuation-only queries answer an empty list', async () => {
    for (const q of ['', '%20%20', '!!!%20...', encodeURIComponent('\u200B\u200D')]) {
      expect(await search(`q=${q}`)).toEqual({ status: 200, body: { data: [], total: 0 } });
    }
    expect((await search('')).body).toEqual({ data: [], total: 0 });
  });

  test('query syntax, control characters and broken encoding never fail', async () => {
    const hostile = ['चुनाव & आयोग | !सत्र :* \'x\' "y"', "'; drop table news; --", '\u202Eचुनाव\u202C\u2066', '\\', '%'];
    for (const q of hostile) expect((await search(`q=${encodeURIComponent(q)}`)).status).toBe(200);
    for (const raw of ['%FF', '%ED%A0%80', '%E0%A4', '%', '%%', `${'%C0%AF'}`]) {
      const res = await t.app.inject({ url: `/api/search?q=${raw}` });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  test('long queries, bad pages, dates and sections are 400 with a Hindi message', async () => {
    const cases = [
      `q=${'क'.repeat(201)}`,
      `q=${'a'.repeat(1000)}`,
      'q=x&page=0',
      'q=x&page=abc',
      'q=x&page=1&page=2',
      'q=x&from=2026-02-30',
      'q=x&to=yesterday',
      'q=x&from=2026-11-20&to=2026-11-01',
      'q=x&section=nosuch',
      'q=x&state=nosuch',
    ];
    for (const query of cases) {
      const { status, body } = await search(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.message).toMatch(/[\u0900-\u097F]/);
    }
    const suggest = await t.app.inject({ url: `/api/search/suggest?q=${'a'.repeat(201)}` });
    expect(suggest.statusCode).toBe(400);
  });

  test('a changed, unpublished or new article is found, changed or gone at once', async () => {
    const db = t.database.db;
    await db
      .update(news)
      .set({ name: 'अनोखेलाल की ऐतिहासिक घोषणा' })
      .where(eq(news.url, 'haryana-300-nayi-khel-nursery'));
    expect(await first('अनोखेलाल')).toBe('haryana-300-nayi-khel-nursery');
    expect(await first('anokhelal')).toBe('haryana-300-nayi-khel-nursery');
    await db.update(news).set({ status: 'unpublished' }).where(eq(news.url, 'haryana-300-nayi-khel-nursery'));
    const after = await search(`q=${encodeURIComponent('अनोखेलाल घोषणा')}`);
    expect(after.body.data.map((d) => d.url)).not.toContain('haryana-300-nayi-khel-nursery');
    await db.update(news).set({ status: 'published' }).where(eq(news.url, 'haryana-300-nayi-khel-nursery'));
  });

  test('a word searched before any article had it is found as soon as one has it (kept spellings lapse)', async () => {
    const db = t.database.db;
    const url = 'haryana-300-nayi-khel-nursery';
    const suggested = async (q: string) =>
      ((await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` })).json() as SearchSuggestAnswer)
        .data.length;
    // Nothing has these words yet: the engine keeps that they have no spellings.
    expect(await first('कुम्भलगढ़')).toBeUndefined();
    expect(await first('kumbhalgarh')).toBeUndefined();
    expect(await suggested('कुम्भल')).toBe(0);
    const [before] = await db.select({ des: news.des, name: news.name }).from(news).where(eq(news.url, url));
    await db
      .update(news)
      .set({ des: `${before!.des}\n<p>कुम्भलगढ़ के खिलाड़ी भी आएँगे।</p>` })
      .where(eq(news.url, url));
    try {
      expect(await first('कुम्भलगढ़')).toBe(url);
      expect(await first('kumbhalgarh')).toBe(url);
      expect(await suggested('कुम्भल')).toBe(0);
      await db.update(news).set({ name: 'कुम्भलगढ़ में खेल नर्सरी' }).where(eq(news.url, url));
      expect(await suggested('कुम्भल')).toBe(1);
    } finally {
      await db.update(news).set({ des: before!.des, name: before!.name }).where(eq(news.url, url));
    }
  });

  test('the search function of the version before still answers its calls while its servers are replaced', async () => {
    // As the engine of migration 0019 called it: the parameters it did not cast are untyped.
    const input = JSON.stringify([{ i: 0, word: 'सर्वदलीय', roman: 'sarvadaliy' }]);
    const result = (await t.database.db.execute(sql`select name from search_run(${input}::jsonb, ${false}, ${false},
      ${'सर्वदलीय'}, ${'sarvadaliy'}, ${10}::int, ${0}::int, ${30}::int, ${new Date().toISOString()}::timestamptz,
      ${null}::text, ${null}::text, ${null}::timestamp, ${null}::timestamp, ${false})`)) as unknown as {
      rows: { name: string | null }[];
    };
    expect(result.rows[0]?.name).toContain('सर्वदलीय');
  });

  test('a scheduled article is found once its time has come; a changed date or section moves it between filters', async () => {
    const db = t.database.db;
    const url = 'gramin-yuva-kaushal-kendra-yojana';
    // Each step asks with other words or filters: answers with results are cached per query.
    const found = async (q: string, filters = '') =>
      (await search(`q=${encodeURIComponent(q)}${filters}`)).body.data.map((d) => d.url).includes(url);
    const [before] = await db.select().from(news).where(eq(news.url, url));
    await db
      .update(news)
      .set({ status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000) })
      .where(eq(news.url, url));
    expect(await found('कौशल केंद्र')).toBe(false);
    await db
      .update(news)
      .set({ publish_at: new Date(Date.now() - 1000) })
      .where(eq(news.url, url));
    expect(await found('केंद्र कौशल')).toBe(true);
    await db.update(news).set({ created_at: '2020-03-04 10:00:00', type: 'magazine' }).where(eq(news.url, url));
    expect(await found('kaushal kendra', '&from=2020-03-04&to=2020-03-04&section=magazine')).toBe(true);
    expect(await found('kaushal kendra', `&section=${before!.type}`)).toBe(false);
    await db
      .update(news)
      .set({
        status: before!.status,
        publish_at: before!.publish_at,
        created_at: before!.created_at,
        type: before!.type,
      })
      .where(eq(news.url, url));
    expect(await found('kendra kaushal', `&section=${before!.type}`)).toBe(true);
  });

  test('an alias typed by an editor with other spellings (chandrabindu, nukta, ZWJ) finds what its words find', async () => {
    const db = t.database.db;
    await db.insert(searchAliases).values({ term: 'ignahar', expansion: 'इंदिरा गाँधी\u200D नह़र' });
    try {
      expect(await first('ignahar')).toBe('rajasthan-nahar-rabi-sinchai-rotation');
    } finally {
      await db.delete(searchAliases).where(eq(searchAliases.term, 'ignahar'));
    }
  });

  test('aliases are read with the same normalisation as the index (SQL search_fold = normaliseText)', async () => {
    const samples = ['रिज़र्व बैंक', 'गाँधी', 'हिन्दी', 'कॉलेज ऑफ़िस', 'ॲप ऍप', 'a\u200Bb\u202EC', 'क्ष़ ड़', 'वाङ्मय।UP'];
    const rows = (await t.database.db.execute(
      sql`select search_fold(s) as folded from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) as s`,
    )) as unknown as { rows: { folded: string }[] };
    expect(rows.rows.map((r) => r.folded)).toEqual(samples.map(normaliseText));
  });

  test('counts two pages past the one asked for, at most 100 matches: the total says so and pages stop there', async () => {
    const db = t.database.db;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      name: `अनोखापुर में घोषणा ${i + 1}`,
      type: 'national',
      url: `anokhapur-${i + 1}`,
      photo: '/uploads/news/x.svg',
      des: '<p>अनोखापुर की ख़बर।</p>',
      reporter: 1,
      created_at: `2026-10-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00`,
    }));
    await db.insert(news).values(rows);
    try {
      const first = await search(`q=${encodeURIComponent('अनोखापुर')}`);
      expect(first.body.total).toBe(30);
      expect(first.body.data).toHaveLength(10);
      expect((await search(`q=anokhapur&page=3`)).body).toMatchObject({ total: 50 });
      expect((await search(`q=anokhapur&page=9`)).body).toMatchObject({ total: 100 });
      expect((await search(`q=anokhapur&page=10`)).body).toMatchObject({ total: 100 });
      expect((await search(`q=anokhapur&page=10`)).body.data).toHaveLength(10);
      expect((await search(`q=anokhapur&page=11`)).body).toEqual({ data: [], total: 100, reading: 'अनोखापुर' });
    } finally {
      await db.delete(news).where(like(news.url, 'anokhapur-%'));
    }
  });

  test('pages read the same answers in process, query string included', async () => {
    const deps = {
      db: t.database.db,
      config: t.config,
      cache: new ResponseCache(1_000_000, 0),
      reads: new ApiReads(),
      searchIndex: new IndexKeeper(t.database.db),
    };
    const app = Fastify({ logger: false });
    searchRoutes(app, deps);
    const url = `/api/search?q=${encodeURIComponent('सर्वदलीय बैठक')}&page=1`;
    const inProcess = await deps.reads.read(url, { ip: '127.0.0.1' });
    expect(inProcess).toMatchObject({ status: 200, dataClass: 'public', keys: expect.arrayContaining(['search']) });
    expect(inProcess.data).toEqual((await search(url.split('?')[1]!)).body);
    expect((await deps.reads.read('/api/search?q=x&page=0', { ip: '127.0.0.1' })).status).toBe(400);
    expect((await deps.reads.read('/api/search/suggest?q=gst', { ip: '127.0.0.1' })).data).toEqual({
      data: [expect.objectContaining({ url: 'gst-sangrah-october-9-pratishat-badhat' })],
      reading: 'जीएसटी',
    });
    // The cache key is the normalised query: another spelling of the same words is the same entry.
    await deps.reads.read(`/api/search?q=${encodeURIComponent('  सर्वदलीय   बैठक!')}`, { ip: '127.0.0.1' });
    expect(deps.cache.size).toBe(2);
    await app.close();
  });
});
