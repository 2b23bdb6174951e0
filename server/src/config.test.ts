import { resolve } from 'node:path';
import { loadConfig } from './config';

test('defaults', () => {
  const config = loadConfig({}, '/srv/janmat');
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    dataDir: '/srv/janmat/data',
    uploadsDir: '/srv/janmat/data/uploads',
    trustProxy: false,
    remoteUrls: {},
    rateLimit: { max: 60, windowMs: 60_000 },
    siteUrl: 'http://localhost:3000',
    editorialEmail: 'editor@janmat.in',
    videoEmbedOrigin: 'https://www.youtube-nocookie.com',
    webRoot: resolve(__dirname, '..', '..'),
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

describe('TRUST_PROXY', () => {
  test('true is refused at start with what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true.*forge.*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=1/,
    );
  });

  test('a number is the count of proxies in front (hops from the right); 0 and false trust none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  test('addresses, CIDRs and the named ranges are accepted; anything else names the bad entry', () => {
    expect(loadConfig({ TRUST_PROXY: '::1, 192.168.0.0/16, loopback' }).trustProxy).toBe('::1,192.168.0.0/16,loopback');
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1, proxy.local' })).toThrow(/not addresses or CIDRs: proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

test('poll creation allowance and read cache size', () => {
  expect(loadConfig({}).pollCreation).toEqual({ perHour: 5, perDay: 20 });
  expect(loadConfig({ POLL_CREATE_MAX_PER_HOUR: '2', POLL_CREATE_MAX_PER_DAY: '0' }).pollCreation).toEqual({
    perHour: 2,
    perDay: 0,
  });
  expect(loadConfig({}).readCacheMaxBytes).toBe(64 * 1024 * 1024);
  expect(loadConfig({ READ_CACHE_MAX_BYTES: '1000' }).readCacheMaxBytes).toBe(1000);
});

test('server rendering is on unless SERVER_RENDER turns it off; a word it does not know stops the start', () => {
  expect(loadConfig({}).serverRender).toBe(true);
  expect(loadConfig({ SERVER_RENDER: 'off' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: 'On' }).serverRender).toBe(true);
  expect(() => loadConfig({ SERVER_RENDER: 'sometimes' })).toThrow('SERVER_RENDER must be on or off, got "sometimes"');
});
