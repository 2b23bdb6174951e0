import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { LightMyRequestResponse } from 'fastify';
import { TOKEN_ACTOR } from '../../src/releases/registry';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const PUBLIC = CACHE_CONTROL.public;

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ url, remoteAddress: '198.51.100.61', headers: cookie ? { cookie } : {} });

/** What a shared cache in front would read from an answer. */
const forCaches = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  cacheControl: res.headers['cache-control'],
  cookie: /^janmat_cohort=\d+;/.test(String(res.headers['set-cookie'] ?? '')),
  keys: res.headers.xkey !== undefined || res.headers['surrogate-key'] !== undefined,
});

describe('an answer that gives a newcomer a bucket is theirs alone, on the real builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Keys on, as behind the edge: a public answer names them, so leaving them out is the hook's doing.
    t = await startTestApp({
      dataDir: mkdtempSync(join(tmpdir(), 'janmat-built-')),
      env: { WEB_ROOT: REPOSITORY, EDGE_KEYS: 'on' },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('without a canary no one is given a bucket: a page, a 404 and a 301 are public and keyed', async () => {
    expect(forCaches(await get(t, '/'))).toEqual({ status: 200, cacheControl: PUBLIC, cookie: false, keys: true });
    expect(forCaches(await get(t, '/news/national/no-such-story'))).toEqual({
      status: 404,
      cacheControl: PUBLIC,
      cookie: false,
      keys: true,
    });
    expect(forCaches(await get(t, '/news/states/national-one'))).toEqual({
      status: 301,
      cacheControl: PUBLIC,
      cookie: false,
      keys: true,
    });
  });

  test('while a canary runs, a newcomer’s 404 and 301 (rendered, then from the short cache) are private and name no keys', async () => {
    // The canary is the same build under another name: any bucket renders the same pages.
    const live = t.app.releases.section('static').live;
    await t.app.releases.release(
      'static',
      { manifest: live.manifest, build: 'same-again' },
      { actor: TOKEN_ACTOR, reason: 'a canary for the cookie test', canaryPercent: 50 },
    );
    const personal = { cacheControl: 'private, no-store', cookie: true, keys: false };
    for (let round = 0; round < 2; round += 1) {
      expect(forCaches(await get(t, '/news/national/no-such-story-either'))).toEqual({ status: 404, ...personal });
      expect(forCaches(await get(t, '/news/states/national-one'))).toEqual({ status: 301, ...personal });
      expect(forCaches(await get(t, '/'))).toEqual({ status: 200, ...personal });
    }
  });

  test('while a canary runs, a reader who has a bucket gets the public page, 404 and 301 with their keys', async () => {
    const reader = 'janmat_cohort=70';
    for (const [url, status] of [
      ['/', 200],
      ['/news/national/no-such-story-either', 404],
      ['/news/states/national-one', 301],
    ] as const) {
      expect(forCaches(await get(t, url, reader))).toEqual({ status, cacheControl: PUBLIC, cookie: false, keys: true });
    }
  });
});
