import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { readHead } from '../helpers/htmlHead';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const ARTICLE = '/news/national/national-one';
const SAVE_DATA = { 'save-data': 'on' };

/** Whether an answer came from a render (each render names itself in Server-Timing). */
const rendered = (res: LightMyRequestResponse) => /^render;/.test(String(res.headers['server-timing'] ?? ''));
/** Every `<script>` a browser would run or fetch: any but JSON-LD, a crawler's data. */
const programs = (html: string) => html.match(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const vary = (res: LightMyRequestResponse) => String(res.headers.vary).split(/,\s*/);

describe('lite pages, on the real builds', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-lite-')), env: { WEB_ROOT: REPOSITORY } });
  }, 60_000);
  afterAll(() => t.close());

  test('Save-Data: on gets the page with no script, the same headline and canonical, and Vary: Save-Data', async () => {
    const full = await get(ARTICLE);
    const lite = await get(ARTICLE, SAVE_DATA);
    expect([full.statusCode, lite.statusCode]).toEqual([200, 200]);
    expect(programs(full.body).length).toBeGreaterThan(0);
    expect(programs(lite.body)).toEqual([]);
    expect(lite.body).not.toMatch(/<link[^>]+rel="(?:module)?preload"|janmat-state|janmat-config|janmat-boot/);
    expect(h1(lite.body)).toBe(h1(full.body));
    expect(readHead(lite.body).canonicals).toEqual(readHead(full.body).canonicals);
    expect(readHead(lite.body).jsonLd).toEqual(readHead(full.body).jsonLd);
    for (const res of [full, lite]) expect(vary(res)).toEqual(expect.arrayContaining(['save-data', 'accept-encoding']));
    // The footer offers the other version, back at this page.
    expect(full.body).toContain(`href="/lite?on=1&amp;back=${encodeURIComponent(ARTICLE)}">लाइट</a>`);
    expect(lite.body).toContain(`href="/lite?on=0&amp;back=${encodeURIComponent(ARTICLE)}">पूरा संस्करण</a>`);
    expect(lite.headers.etag).not.toBe(full.headers.etag);
  });

  test('the lite cookie does the same, and its «0» keeps the full site despite Save-Data', async () => {
    const lite = await get(ARTICLE, { cookie: 'janmat-lite=1' });
    expect(programs(lite.body)).toEqual([]);
    expect(vary(lite)).toContain('save-data');
    const full = await get(ARTICLE, { ...SAVE_DATA, cookie: 'janmat-lite=0' });
    expect(programs(full.body).length).toBeGreaterThan(0);
  });

  test.each(['/', '/news/national', '/photos/rally-2026/jaipur-rally', '/contactus', '/createmypoll', '/astrology'])(
    '%s in lite mode carries no script and at most one photo, the lead',
    async (path) => {
      const full = await get(path);
      const lite = await get(path, SAVE_DATA);
      expect([full.statusCode, lite.statusCode]).toEqual([200, 200]);
      expect(programs(lite.body)).toEqual([]);
      const photos = lite.body.match(/<img\b[^>]*>/g) ?? [];
      expect(photos.length).toBeLessThanOrEqual(1);
      for (const photo of photos) expect(photo).toMatch(/fetchPriority="high"/);
      expect(h1(full.body)).toBeTruthy();
      expect(h1(lite.body)).toBe(h1(full.body));
    },
  );

  test('the page cache keeps lite and full apart: each is rendered once, then served as it was', async () => {
    const path = '/news/politics';
    const first = [await get(path), await get(path, SAVE_DATA)];
    const again = [await get(path), await get(path, SAVE_DATA)];
    expect(first.map(rendered)).toEqual([true, true]);
    expect(again.map(rendered)).toEqual([false, false]);
    expect(programs(again[0]!.body).length).toBeGreaterThan(0);
    expect(programs(again[1]!.body)).toEqual([]);
  });

  test('the switch remembers the choice and goes back to the page, never to another site', async () => {
    const on = await get(`/lite?on=1&back=${encodeURIComponent('/search?q=चुनाव&page=2')}`);
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe(`/search?q=${encodeURIComponent('चुनाव')}&page=2`);
    expect(on.headers['set-cookie']).toMatch(
      /^janmat-lite=1; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax(; Secure)?$/,
    );
    expect(on.headers['cache-control']).toBe('private, no-store');
    // The browser keeps pages a minute: its copies of the other version are dropped.
    expect(on.headers['clear-site-data']).toBe('"cache"');
    const off = await get(`/lite?on=0&back=${encodeURIComponent(ARTICLE)}`);
    expect([off.statusCode, off.headers.location]).toEqual([303, ARTICLE]);
    expect(off.headers['set-cookie']).toMatch(/^janmat-lite=0;/);
    for (const foreign of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const res = await get(`/lite?on=1&back=${encodeURIComponent(foreign)}`);
      expect([foreign, res.statusCode, res.headers.location]).toEqual([foreign, 303, '/']);
    }
    expect((await get('/lite?on=yes')).statusCode).toBe(400);
  });
});
