import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const ARTICLE = '/news/national/national-one';

/** The address a page names for the results it was rendered with, if it does not carry them. */
const stateSrc = (html: string) => /<script id="janmat-state"[^>]* data-src="([^"]+)">null<\/script>/.exec(html)?.[1];
const bootList = (html: string) =>
  JSON.parse(/<script id="janmat-boot" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe("a page's results come with its scripts, on the real builds", () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-state-')), env: { WEB_ROOT: REPOSITORY } });
  }, 60_000);
  afterAll(() => t.close());

  test('a search the API refuses is rendered with its Hindi reason, which needs no script', async () => {
    const refused: [string, string][] = [
      ['q=sarkar&section=nope', 'यह खंड मौजूद नहीं है।'],
      ['q=sarkar&from=2026-13-01', 'तारीख़ YYYY-MM-DD रूप में एक सही तारीख़ होनी चाहिए।'],
      [`q=${'x'.repeat(201)}`, 'अक्षरों से लंबी नहीं हो सकती।'],
    ];
    for (const [query, reason] of refused) {
      const page = await get(`/search?${query}`);
      expect([query, page.statusCode]).toEqual([query, 200]);
      expect(page.body).toContain(reason);
      expect(page.body).not.toContain('data-testid="search-skeleton"');
    }
  });

  test('a read page names its results instead of carrying them; the loader fetches them with the scripts', async () => {
    const page = await get(ARTICLE);
    expect(page.statusCode).toBe(200);
    const src = stateSrc(page.body);
    expect(src).toMatch(/^\/api\/page-state\/[\w-]{20,}$/);
    expect(page.body).not.toContain('"queries"');
    expect(bootList(page.body)).toMatchObject({ when: 'intent', fetch: expect.arrayContaining([src]) });

    const state = await get(src as string);
    expect(state.statusCode).toBe(200);
    expect(state.headers['content-type']).toMatch(/^application\/json/);
    expect(state.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { queries } = state.json();
    const article = Object.values(queries as Record<string, { status: string; data: unknown }>).find((q) =>
      JSON.stringify(q.data).includes('national-one'),
    );
    expect(article?.status).toBe('fulfilled');
  });

  test('the same content gives the same address, rendered again; a write keeps the results a page already sent names', async () => {
    const first = stateSrc((await get(ARTICLE)).body);
    // What a write does: what pages showed is dropped; the results those pages named stay theirs.
    t.app.readCache.clearAnswers();
    expect((await get(first as string)).statusCode).toBe(200);
    const again = stateSrc((await get(ARTICLE)).body);
    expect(again).toBe(first);
    expect((await get(again as string)).statusCode).toBe(200);
  });

  test('an unknown or malformed address is a 404 with a message', async () => {
    for (const url of [
      '/api/page-state/AAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/page-state/..%2Fx',
      `/api/page-state/${'a'.repeat(80)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  test("a page with a form (the visitor's own) and a lite page keep theirs: one carries them, the other needs none", async () => {
    const form = await get('/createmypoll');
    expect(stateSrc(form.body)).toBeUndefined();
    expect(form.body).toMatch(/<script id="janmat-state" type="application\/json">\{"queries"/);
    const lite = await t.app.inject({ url: ARTICLE, headers: { 'save-data': 'on' } });
    expect(lite.body).not.toContain('janmat-state');
  });

  test('a live article loads its scripts once it is shown, not at the first touch, and carries its results: it asks for updates by itself', async () => {
    await t.database.db.execute(sql`update news set live = true where url = 'national-one'`);
    t.app.readCache.clearAnswers();
    try {
      const page = await get(ARTICLE);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('लाइव');
      expect(bootList(page.body)).toMatchObject({ when: 'shown' });
      expect(stateSrc(page.body)).toBeUndefined();
      // The same address as a tester's proposal still loads at once.
      const proposed = await get(`${ARTICLE}?remote.news=http://127.0.0.1:1/mf-manifest.json`);
      expect(bootList(proposed.body)).toMatchObject({ when: 'load' });
    } finally {
      await t.database.db.execute(sql`update news set live = false where url = 'national-one'`);
      t.app.readCache.clearAnswers();
    }
  });
});
