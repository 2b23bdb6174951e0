import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const ARTICLE = '/news/national/national-one';
const keysOf = (res: LightMyRequestResponse) => String(res.headers.xkey ?? '').split(' ');

/** What a rendered page names for the shared cache in front: the keys of every read it made, and its own. */
describe('pages name what they show, on the real builds', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await startTestApp({
      dataDir: mkdtempSync(join(tmpdir(), 'janmat-keys-')),
      // As behind a cache that reads the keys (start:edge turns them on with EDGE_PURGE_URLS).
      env: { WEB_ROOT: REPOSITORY, EDGE_KEYS: 'on' },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('the home page: itself, the chrome, its lists, every story and poll it shows', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(String(home.headers['cache-control'])).toMatch(/^public, max-age=0, s-maxage=600/);
    expect(home.headers['surrogate-key']).toBe(home.headers.xkey);
    const keys = keysOf(home);
    expect(keys).toEqual(expect.arrayContaining(['page:/', 'home', 'chrome', 'polls']));
    expect(keys.filter((key) => key.startsWith('article:')).length).toBeGreaterThan(5);
    expect(keys.some((key) => key.startsWith('poll:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('list:'))).toBe(true);
    expect(String(home.headers.xkey).length).toBeLessThan(8_000);
    // Served from the page cache, it names the same keys.
    const again = await get('/');
    expect(again.headers.xkey).toBe(home.headers.xkey);
  });

  test('an article names its own key, its author and the chrome; a missing one names `missing`', async () => {
    const details = await t.app.inject('/api/newsdetails2/national-one');
    const [story] = details.json().data;
    const page = await get(ARTICLE);
    expect(page.statusCode).toBe(200);
    expect(keysOf(page)).toEqual(
      expect.arrayContaining([`page:${ARTICLE}`, `article:${story.id}`, `author:${story.reporter}`, 'chrome']),
    );
    const missing = await get('/news/national/no-such-story');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'])).toMatch(/^public, /);
    expect(keysOf(missing)).toEqual(expect.arrayContaining(['page:/news/national/no-such-story', 'missing']));
  });

  test('a list page names its list and its stories; the lite version the same keys', async () => {
    const list = await get('/news/national');
    expect(keysOf(list)).toEqual(expect.arrayContaining(['page:/news/national', 'list:national']));
    const lite = await get('/news/national', { 'save-data': 'on' });
    expect(lite.headers.vary).toMatch(/save-data/);
    expect(new Set(keysOf(lite))).toEqual(new Set(keysOf(list)));
  });

  test('a poll page names its poll', async () => {
    const polls = (await t.app.inject('/api/pollsatpages')).json().data;
    const poll = polls[0];
    const page = await get(`/pp/polls/${poll.poll_id}/x`, {});
    const at = page.statusCode === 301 ? await get(String(page.headers.location)) : page;
    expect(at.statusCode).toBe(200);
    expect(keysOf(at)).toContain(`poll:${poll.poll_id}`);
  });
});

describe('without a cache in front, on the real builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-nokeys-')), env: { WEB_ROOT: REPOSITORY } });
  }, 60_000);
  afterAll(() => t.close());

  test('pages and answers name no keys: nothing would read or strip them before readers', async () => {
    for (const url of ['/', ARTICLE, '/api/newsall']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['cache-control'])).toMatch(/^public/);
      expect(res.headers.xkey).toBeUndefined();
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
  });
});
