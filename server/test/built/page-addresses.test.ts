import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { MISSING_KEY } from '../../src/core/edgeKeys';
import { BUSY_PAGE_TEXT } from '../../src/pages/busyPage';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const CANONICAL = '/news/international';
const VISITOR = '198.51.100.60';

/** Whether an answer came from a render (each render names itself in Server-Timing). */
const rendered = (res: LightMyRequestResponse) => /^render;/.test(String(res.headers['server-timing'] ?? ''));

/** `count` other spellings of /news/international: letters percent-encoded (either hex case), slashes added, case changed. */
function spellingsOfInternational(count: number): string[] {
  const word = 'international';
  const found = new Set<string>();
  for (let n = 2; found.size < count - 4; n++) {
    const [lowerHex, mask] = [n % 2 === 1, n >> 1];
    const letters = [...word].map((letter, i) => {
      if (!(mask & (1 << i))) return letter;
      const hex = letter.charCodeAt(0).toString(16);
      return `%${lowerHex ? hex : hex.toUpperCase()}`;
    });
    found.add(`/news/${letters.join('')}`);
  }
  for (const other of ['/news/international/', '//news//international', '/NEWS/international', '/News/international//'])
    found.add(other);
  return [...found];
}

const cacheKeys = (t: TestApp) => [...t.app.readCache.texts()].map(([key]) => key);

async function get(t: TestApp, url: string, ip = VISITOR) {
  return t.app.inject({ url, remoteAddress: ip });
}

describe('one address per page, on the real builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-built-')), env: { WEB_ROOT: REPOSITORY } });
  }, 60_000);
  afterAll(() => t.close());

  test('600 spellings of /news/international each get a 301 to it, with no render and nothing cached', async () => {
    const home = await get(t, '/');
    const page = await get(t, CANONICAL);
    expect([home.statusCode, page.statusCode]).toEqual([200, 200]);
    const kept = t.app.readCache.size;
    const spellings = spellingsOfInternational(600);
    expect(spellings).toHaveLength(600);
    let renders = 0;
    for (const spelling of spellings) {
      const res = await get(t, `${spelling}?page=2`);
      expect([spelling, res.statusCode, res.headers.location]).toEqual([spelling, 301, `${CANONICAL}?page=2`]);
      if (rendered(res)) renders += 1;
    }
    expect(renders).toBe(0);
    expect(t.app.readCache.size).toBe(kept);
    expect(t.app.readCache.short.size).toBe(0);
    // The home page is still the cached one.
    expect(rendered(await get(t, '/'))).toBe(false);
  }, 120_000);

  test('600 unknown articles are rendered once each, then answered from the short cache; pages stay cached', async () => {
    // 600 renders: the default safety net is for one request's worth.
    const home = await get(t, '/');
    expect(home.statusCode).toBe(200);
    const keysBefore = new Set(cacheKeys(t));
    const slugs = Array.from({ length: 600 }, (_, i) => `/news/national/koi-khabar-nahin-${i}`);
    let renders = 0;
    for (const slug of slugs) {
      const res = await get(t, slug);
      expect(res.statusCode).toBe(404);
      if (rendered(res)) renders += 1;
    }
    expect(renders).toBe(600);
    // The most recent ones are kept (as many as the short cache's budget holds): asked again, no render.
    const short = t.app.readCache.short.size;
    expect(short).toBeGreaterThanOrEqual(20);
    let again = 0;
    for (const slug of slugs.slice(-short)) {
      const res = await get(t, slug);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title');
      if (rendered(res)) again += 1;
    }
    expect(again).toBe(0);
    // The page cache holds nothing of them (at most the reads their pages share, once); the short
    // cache stays within its budget.
    const added = cacheKeys(t).filter((key) => !keysBefore.has(key));
    expect(added.filter((key) => key.includes('koi-khabar-nahin'))).toEqual([]);
    expect(added.length).toBeLessThanOrEqual(3);
    expect(t.app.readCache.short.size).toBe(short);
    expect(t.app.readCache.short.size).toBeLessThanOrEqual(500);
    expect(t.app.readCache.short.byteSize).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(rendered(await get(t, '/'))).toBe(false);
    // A publish clears the short answers naming `missing` (every missing page does): the next one renders again.
    t.app.readCache.clearKeys([MISSING_KEY]);
    expect(t.app.readCache.short.size).toBe(0);
    expect(rendered(await get(t, slugs.at(-1)!))).toBe(true);
  }, 300_000);

  test('an article under another address is rendered once; its 301 is then kept', async () => {
    const first = await get(t, '/news/states/national-one');
    expect([first.statusCode, first.headers.location, rendered(first)]).toEqual([
      301,
      '/news/national/national-one',
      true,
    ]);
    const second = await get(t, '/news/states/national-one');
    expect([second.statusCode, second.headers.location, rendered(second)]).toEqual([
      301,
      '/news/national/national-one',
      false,
    ]);
  });

  test('a Devanagari slug has one spelling: uppercase hex, every byte encoded', async () => {
    const slug = 'भारत-की-खबर';
    const canonical = `/news/national/${encodeURIComponent(slug)}`;
    const lower = await get(t, `/news/national/${encodeURIComponent(slug).toLowerCase()}`);
    expect([lower.statusCode, lower.headers.location]).toEqual([301, canonical]);
    const mixed = await get(t, `/news/national/%E0%A4%AD${encodeURIComponent(slug.slice(1))}/`);
    expect([mixed.statusCode, mixed.headers.location]).toEqual([301, canonical]);
    expect((await get(t, canonical)).statusCode).toBe(404);
  });
});

describe('renders per address (PAGE_RENDERS_PER_MIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      dataDir: mkdtempSync(join(tmpdir(), 'janmat-built-')),
      env: { WEB_ROOT: REPOSITORY, PAGE_RENDERS_PER_MIN: '3' },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('over its allowance an address gets a small Hindi 429 instead of a render; cached pages still open', async () => {
    expect((await get(t, '/', '192.0.2.9')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get(t, `/news/national/nahin-${i}`)).statusCode).toBe(404);
    const over = await get(t, '/news/national/nahin-3');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('20');
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.body).toContain(BUSY_PAGE_TEXT);
    expect(over.body.length).toBeLessThan(1024);
    expect(rendered(over)).toBe(false);
    // What costs no render still answers: the cached home page, a kept 404, a redirect.
    expect((await get(t, '/')).statusCode).toBe(200);
    expect((await get(t, '/news/national/nahin-0')).statusCode).toBe(404);
    expect((await get(t, '/news/national/')).statusCode).toBe(301);
    // Another address has its own allowance.
    expect((await get(t, '/news/national/nahin-3', '192.0.2.10')).statusCode).toBe(404);
  });
});
