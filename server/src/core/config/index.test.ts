import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { databaseTarget } from '../db/client';
import { loadConfig } from './index';

test('defaults', () => {
  const config = loadConfig({}, '/srv/janmat');
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    dataDir: '/srv/janmat/data',
    uploadsDir: '/srv/janmat/data/uploads',
    searchThread: availableParallelism() > 1,
    trustProxy: false,
    remoteUrls: {},
    rateLimit: { max: 60, windowMs: 60_000 },
    siteUrl: 'http://localhost:3000',
    editorialEmail: 'editor@janmat.in',
    videoEmbedOrigin: 'https://www.youtube-nocookie.com',
    webRoot: resolve(__dirname, '..', '..', '..', '..'),
  });
});

test('environment values', () => {
  const config = loadConfig(
    {
      PORT: '8080',
      DATA_DIR: '/var/lib/janmat',
      DATABASE_URL: 'postgres://db/janmat',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      REMOTE_NEWS_URL: 'https://news.example.com/mf-manifest.json',
      RATE_LIMIT_MAX: '5',
      SITE_URL: 'https://janmat.in/',
    },
    '/srv',
  );
  expect(config).toMatchObject({
    port: 8080,
    dataDir: '/var/lib/janmat',
    databaseUrl: 'postgres://db/janmat',
    trustProxy: '127.0.0.1,10.0.0.0/8',
    remoteUrls: { news: 'https://news.example.com/mf-manifest.json' },
    rateLimit: { max: 5, windowMs: 60_000 },
    siteUrl: 'https://janmat.in',
  });
});

test('a number setting that is not a number stops the start', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
});

test('SEARCH_THREAD: the search thread beside PGlite, on unless switched off', () => {
  const target = (env: Record<string, string>) => databaseTarget(loadConfig(env, '/srv/janmat'));
  expect(target({ SEARCH_THREAD: 'on' })).toEqual({
    kind: 'pglite',
    dataDir: '/srv/janmat/data/pglite',
    searchCopy: '/srv/janmat/data/pglite-search',
  });
  expect(target({ SEARCH_THREAD: 'off' })).toEqual({ kind: 'pglite', dataDir: '/srv/janmat/data/pglite' });
  expect(target({ DATABASE_URL: 'postgres://db/janmat' })).toEqual({ kind: 'postgres', url: 'postgres://db/janmat' });
  expect(() => loadConfig({ SEARCH_THREAD: 'maybe' })).toThrow('SEARCH_THREAD must be on or off');
});
