import fastifyRateLimit from '@fastify/rate-limit';
import { RUM_API, RUM_MAX_BYTES } from '@janmat/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { rumViews } from '../core/db/schema';
import { handleError } from '../core/http/errors';
import { registerJsonParser } from '../core/http/jsonBody';
import { rateLimitOptions } from '../core/http/rateLimit';
import { sectionHealth } from './health';
import { networkKey } from './rumNetwork';
import { rumRoute } from './rumRoute';
import { signPageToken, siteSecret } from './rumToken';

const MAX_AGE = 30 * 60_000;
let clock = Date.parse('2026-11-26T08:00:10Z');
let database: Awaited<ReturnType<typeof openReleasesTestDb>>;
let db: Db;
let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  database = await openReleasesTestDb();
  db = database.db;
  secret = await siteSecret(db);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  app = Fastify({ trustProxy: true });
  app.setErrorHandler(handleError);
  registerJsonParser(app);
  await app.register(
    fastifyRateLimit,
    rateLimitOptions({ rateLimit: { max: 3, windowMs: 60_000 }, databaseUrl: undefined }, db),
  );
  rumRoute(app, {
    db,
    config: {
      siteUrl: 'https://janmat.example',
      siteUrlSet: true,
      releases: { beaconMaxAgeMs: MAX_AGE },
    } as ServerConfig,
  });
  app.post('/api/other-write', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(() => db.delete(rumViews));

const composition = { news: 1, media: 2, polls: 3, static: 4, newsroom: 5 };
const token = (at = clock, owner: 'news' | 'polls' = 'news') => signPageToken(secret, { composition, owner, at });
const send = (payload: unknown, ip = '203.0.113.7', type = 'text/plain;charset=UTF-8') =>
  app.inject({
    method: 'POST',
    url: RUM_API,
    // As Chromium sends a beacon from the site's own page (which sends no referrer: origin `null`).
    headers: { 'content-type': type, 'x-forwarded-for': ip, 'sec-fetch-site': 'same-origin', origin: 'null' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const rows = () => db.select().from(rumViews).orderBy(rumViews.release, rumViews.visitor);

test('a page’s beacon is one view for its section’s build, with its timings', async () => {
  const reply = await send({ token: token(), lcp: 1800, inp: 120, cls: 0.05 });
  expect(reply.statusCode).toBe(204);
  expect(await rows()).toEqual([
    {
      release: 1,
      minute: new Date('2026-11-26T08:00:00Z'),
      visitor: networkKey(secret, '203.0.113.7', clock),
      lcp: 1800,
      inp: 120,
      cls: expect.closeTo(0.05),
      failed: false,
    },
  ]);
  expect((await rows())[0]!.visitor).not.toContain('203');
  expect(networkKey(secret, '203.0.113.7', clock + 86_400_000)).not.toBe(networkKey(secret, '203.0.113.7', clock));
});

test('errors and load failures fail the page’s view and the named sections’ views', async () => {
  const reply = await send(
    { token: token(), lcp: 900, errors: { polls: 2, news: 0 }, loadFailures: ['media'] },
    '198.51.100.1',
    'application/json',
  );
  expect(reply.statusCode).toBe(204);
  expect((await rows()).map((row) => [row.release, row.failed, row.lcp])).toEqual([
    [1, true, 900],
    [2, true, null],
    [3, true, null],
  ]);
});

test('one network counts once per build per minute: an IPv4 /24, an IPv6 /48', async () => {
  for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:7::1', '2001:db8:1:2::1']) {
    expect((await send({ token: token(), lcp: 1000 }, ip)).statusCode).toBe(204);
  }
  expect(await rows()).toHaveLength(1);
  await send({ token: token(), lcp: 1000 }, '2001:db8:2::1');
  expect(await rows()).toHaveLength(2);
  for (const ip of ['100.64.5.1', '100.64.5.2', '100.64.5.254', '::ffff:100.64.5.9']) {
    expect((await send({ token: token(), lcp: 1000 }, ip)).statusCode).toBe(204);
  }
  expect(await rows()).toHaveLength(3);
  await send({ token: token(), lcp: 1000 }, '100.64.6.1');
  expect(await rows()).toHaveLength(4);
  clock += 60_000;
  await send({ token: token(), lcp: 1000 }, '2001:db8:1:2::1');
  await send({ token: token(), lcp: 1000 }, '100.64.5.77');
  expect(await rows()).toHaveLength(6);
});

test('beacons are not limited by, and do not use up, the write allowance', async () => {
  for (let i = 0; i < 10; i++) {
    expect((await send({ token: token() }, '192.0.2.50')).statusCode).toBe(204);
  }
  const other = () =>
    app.inject({ method: 'POST', url: '/api/other-write', headers: { 'x-forwarded-for': '192.0.2.50' } });
  expect((await other()).statusCode).toBe(200);
});

test('forged, altered, expired or future tokens: 204 and nothing stored', async () => {
  const good = token();
  const [body, mac] = good.split('.') as [string, string];
  const forgedBody = Buffer.from(`polls~${clock.toString(36)}~polls:3`).toString('base64url');
  for (const bad of [
    'nonsense',
    `${forgedBody}.${mac}`,
    `${body}.${mac.slice(0, -2)}AA`,
    signPageToken('guessed-secret', { composition, owner: 'news', at: clock }),
    token(clock - MAX_AGE - 1),
    token(clock + 10 * 60_000),
  ]) {
    expect((await send({ token: bad, errors: { news: 5 } })).statusCode).toBe(204);
  }
  expect(await rows()).toEqual([]);
});

test('forged beacons do not move the figures', async () => {
  for (let i = 0; i < 20; i++) {
    await send({ token: `x${i}.${'A'.repeat(43)}`, errors: { news: 1 }, lcp: 99_000 }, `10.0.0.${i}`);
  }
  const health = await sectionHealth(
    db,
    { windowMs: 600_000 },
    { section: 'news', live: { release: 1, manifest: '/m.json', build: null }, canary: null },
    clock,
  );
  expect(health.live.views).toBe(0);
});

test('wrong shapes are refused with 400 and never stored', async () => {
  const t = token();
  for (const bad of [
    'not json',
    '',
    '[]',
    'null',
    { lcp: 1 },
    { token: 5 },
    { token: t, extra: 1 },
    { token: t, lcp: -1 },
    { token: t, lcp: '1000' },
    { token: t, lcp: 1e9 },
    { token: t, inp: 999_999 },
    { token: t, cls: 1000 },
    { token: t, errors: { evil: 1 } },
    { token: t, errors: { news: 1.5 } },
    { token: t, errors: { news: -1 } },
    { token: t, errors: [1] },
    { token: t, loadFailures: 'news' },
    { token: t, loadFailures: ['news', 'news'] },
    { token: t, loadFailures: ['nope'] },
  ]) {
    const reply = await send(bad);
    expect([reply.statusCode, bad]).toEqual([400, bad]);
  }
  // NaN and Infinity are not JSON: as text they do not parse.
  expect((await send(`{"token":"${t}","lcp":NaN}`)).statusCode).toBe(400);
  expect((await send({ token: t, lcp: 1 }, '192.0.2.1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  expect(await rows()).toEqual([]);
});

test('a body over RUM_MAX_BYTES gets 413', async () => {
  const reply = await send({ token: token(), pad: 'x'.repeat(RUM_MAX_BYTES) });
  expect(reply.statusCode).toBe(413);
  expect(await rows()).toEqual([]);
});
