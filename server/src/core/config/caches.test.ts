import { loadConfig } from './index';

test('read cache size', () => {
  expect(loadConfig({}).readCacheMaxBytes).toBe(64 * 1024 * 1024);
  expect(loadConfig({ READ_CACHE_MAX_BYTES: '1000' }).readCacheMaxBytes).toBe(1000);
});

test('the edge: public answers checked by browsers at each view, kept 600 s by the cache in front; no purging and no keys unless caches are named', () => {
  expect(loadConfig({}, '/srv').edge).toEqual({
    maxAge: 0,
    sMaxAge: 600,
    staleWhileRevalidate: 30,
    staleIfError: 86_400,
    cacheControl: 'public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400',
    purgeUrls: [],
    keys: false,
    purgeEchoMs: 0,
  });
});

test('a purge is sent again after 1 s on PostgreSQL (several processes), never on the embedded database, or as EDGE_PURGE_ECHO_MS says', () => {
  const postgres = 'postgres://127.0.0.1/janmat';
  expect(loadConfig({ DATABASE_URL: postgres }, '/srv').edge.purgeEchoMs).toBe(1_000);
  expect(loadConfig({ DATABASE_URL: postgres, EDGE_PURGE_ECHO_MS: '0' }, '/srv').edge.purgeEchoMs).toBe(0);
  expect(loadConfig({ EDGE_PURGE_ECHO_MS: '250' }, '/srv').edge.purgeEchoMs).toBe(250);
  expect(() => loadConfig({ EDGE_PURGE_ECHO_MS: 'soon' }, '/srv')).toThrow('EDGE_PURGE_ECHO_MS');
});

test('the edge settings from the environment: times, and the caches to purge (each once, without a trailing slash)', () => {
  const { edge } = loadConfig(
    {
      CACHE_MAX_AGE: '10',
      CACHE_S_MAXAGE: '3600',
      CACHE_STALE_WHILE_REVALIDATE: '0',
      CACHE_STALE_IF_ERROR: '600',
      EDGE_PURGE_URLS: ' http://127.0.0.1:8080/ , https://edge.example.com,http://127.0.0.1:8080',
    },
    '/srv',
  );
  expect(edge.cacheControl).toBe('public, max-age=10, s-maxage=3600, stale-while-revalidate=0, stale-if-error=600');
  expect(edge.purgeUrls).toEqual(['http://127.0.0.1:8080', 'https://edge.example.com']);
  // A cache to purge reads the keys: answers name them.
  expect(edge.keys).toBe(true);
});

test('EDGE_KEYS turns the keys on or off whatever EDGE_PURGE_URLS says, and refuses other words', () => {
  expect(loadConfig({ EDGE_KEYS: 'on' }, '/srv').edge.keys).toBe(true);
  expect(loadConfig({ EDGE_KEYS: 'off', EDGE_PURGE_URLS: 'http://127.0.0.1:8080' }, '/srv').edge.keys).toBe(false);
  expect(() => loadConfig({ EDGE_KEYS: 'sometimes' }, '/srv')).toThrow('EDGE_KEYS must be on or off, got "sometimes"');
});

test.each([
  [{ CACHE_MAX_AGE: 'a minute' }, 'CACHE_MAX_AGE must be a whole number, got "a minute"'],
  [{ CACHE_S_MAXAGE: '-1' }, 'CACHE_S_MAXAGE must be a whole number'],
  [{ CACHE_STALE_WHILE_REVALIDATE: '1.5' }, 'CACHE_STALE_WHILE_REVALIDATE must be a whole number'],
  [{ CACHE_STALE_IF_ERROR: 'forever' }, 'CACHE_STALE_IF_ERROR must be a whole number'],
  [{ CACHE_MAX_AGE: '900' }, 'CACHE_MAX_AGE (900) must not be longer than CACHE_S_MAXAGE (600)'],
  [{ EDGE_PURGE_URLS: '127.0.0.1:8080' }, "EDGE_PURGE_URLS must list the caches' base addresses"],
  [{ EDGE_PURGE_URLS: 'http://127.0.0.1:8080/purge' }, 'got "http://127.0.0.1:8080/purge"'],
  [{ EDGE_PURGE_URLS: 'ftp://cache.example.com' }, 'got "ftp://cache.example.com"'],
  [{ EDGE_PURGE_URLS: 'http://user:secret@cache:8080' }, 'EDGE_PURGE_URLS must list'],
])('a bad edge setting stops the start with a clear message: %p', (env, message) => {
  expect(() => loadConfig(env, '/srv')).toThrow(message);
});
