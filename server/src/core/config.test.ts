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
    webRoot: resolve(__dirname, '..', '..', '..'),
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
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2', HOST: '10.0.0.5' }).trustProxy).toBe(2);
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

test('an address may cause 60 uncached page renders a minute unless PAGE_RENDERS_PER_MIN says otherwise (0: no limit)', () => {
  expect(loadConfig({}).pageRendersPerMinute).toBe(60);
  expect(loadConfig({ PAGE_RENDERS_PER_MIN: '0' }).pageRendersPerMinute).toBe(0);
  expect(() => loadConfig({ PAGE_RENDERS_PER_MIN: 'many' })).toThrow('PAGE_RENDERS_PER_MIN must be a whole number');
});

test('server rendering is on unless SERVER_RENDER turns it off; a word it does not know stops the start', () => {
  expect(loadConfig({}).serverRender).toBe(true);
  expect(loadConfig({ SERVER_RENDER: 'off' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: 'On' }).serverRender).toBe(true);
  expect(() => loadConfig({ SERVER_RENDER: 'sometimes' })).toThrow('SERVER_RENDER must be on or off, got "sometimes"');
});

describe('newsroom', () => {
  test('defaults: 2 h idle, 12 h at most, 10 sign-ins per 15 min, waits after 5 failures per e-mail and address or 20 per address, 15 min at most, no first admin', () => {
    expect(loadConfig({}).newsroom).toEqual({
      sessionIdleMs: 7_200_000,
      sessionMaxMs: 43_200_000,
      signinMax: 10,
      signinWindowMs: 900_000,
      lockAfter: 5,
      lockMs: 900_000,
      addressLockAfter: 20,
      firstAdmin: undefined,
    });
  });

  test('environment values; the admin e-mail is lower-cased', () => {
    const { newsroom } = loadConfig({
      NEWSROOM_SESSION_IDLE_MS: '60000',
      NEWSROOM_SESSION_MAX_MS: '3600000',
      NEWSROOM_SIGNIN_MAX: '3',
      NEWSROOM_LOCK_AFTER: '2',
      JANMAT_ADMIN_EMAIL: ' Pradhan@Janmat.IN ',
      JANMAT_ADMIN_PASSWORD: 'बारह-अक्षर-का-पासवर्ड',
    });
    expect(newsroom).toMatchObject({ sessionIdleMs: 60_000, sessionMaxMs: 3_600_000, signinMax: 3, lockAfter: 2 });
    expect(newsroom.firstAdmin).toEqual({ email: 'pradhan@janmat.in', password: 'बारह-अक्षर-का-पासवर्ड' });
  });

  test('a first admin half given, with a bad e-mail or a password under 12 characters stops the start', () => {
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in' })).toThrow('must be set together');
    expect(() => loadConfig({ JANMAT_ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow('must be set together');
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'admin', JANMAT_ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow(
      'JANMAT_ADMIN_EMAIL is not an e-mail address',
    );
    // Eleven Devanagari characters are eleven, though they take 33 bytes.
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in', JANMAT_ADMIN_PASSWORD: 'क'.repeat(11) })).toThrow(
      'JANMAT_ADMIN_PASSWORD must be at least 12 characters long',
    );
    expect(
      loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in', JANMAT_ADMIN_PASSWORD: 'क'.repeat(12) }).newsroom.firstAdmin,
    ).toBeDefined();
    expect(() => loadConfig({ NEWSROOM_SESSION_IDLE_MS: '0' })).toThrow('NEWSROOM_SESSION_IDLE_MS must be at least 1');
  });
});
