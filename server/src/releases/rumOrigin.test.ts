/**
 * Only the site's own pages may send beacons: another site's page (an ad, any page with visitors)
 * cannot make its readers' browsers report on the site's builds.
 */
import { RUM_API, RUM_MAX_BYTES } from '@janmat/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import type { ServerConfig } from '../core/config';
import { rumViews } from '../core/db/schema';
import { RUM_MESSAGES } from './rumOrigin';
import { rumRoute } from './rumRoute';
import { signPageToken, siteSecret } from './rumToken';

let database: Awaited<ReturnType<typeof openReleasesTestDb>>;
let withSiteUrl: FastifyInstance;
let withoutSiteUrl: FastifyInstance;
let token: string;
const releases = { beaconMaxAgeMs: 1_800_000 } as ServerConfig['releases'];

beforeAll(async () => {
  database = await openReleasesTestDb();
  token = signPageToken(await siteSecret(database.db), { composition: { news: 1 }, owner: 'news', at: Date.now() });
  const app = (config: Pick<ServerConfig, 'siteUrl' | 'siteUrlSet'>) => {
    const made = Fastify({ trustProxy: true });
    rumRoute(made, { db: database.db, config: { ...config, releases } as ServerConfig });
    return made;
  };
  withSiteUrl = app({ siteUrl: 'https://janmat.example', siteUrlSet: true });
  // Unset SITE_URL: the site is the address the request came to (the newsroom's rule).
  withoutSiteUrl = app({ siteUrl: 'http://localhost:3000', siteUrlSet: false });
  await Promise.all([withSiteUrl.ready(), withoutSiteUrl.ready()]);
});
afterAll(async () => {
  await Promise.all([withSiteUrl.close(), withoutSiteUrl.close()]);
  await database.drop();
});
beforeEach(() => database.db.delete(rumViews));

let address = 0;
const send = (app: FastifyInstance, headers: Record<string, string>, payload = JSON.stringify({ token })) =>
  app.inject({
    method: 'POST',
    url: RUM_API,
    // Each beacon from a network of its own, so every accepted one is a row.
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `10.0.${++address}.1`, ...headers },
    payload,
  });
const stored = async () => (await database.db.select().from(rumViews)).length;

test('a beacon from another site, another port or subdomain, or no page at all gets 403 in Hindi and counts for nothing', async () => {
  for (const headers of <Record<string, string>[]>[
    { 'sec-fetch-site': 'cross-site', origin: 'https://ads.example' },
    { 'sec-fetch-site': 'cross-site', origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://blog.janmat.example' },
    { 'sec-fetch-site': 'none' },
    // A same-origin claim that names a foreign page.
    { 'sec-fetch-site': 'same-origin', origin: 'https://ads.example' },
    // Browsers without Sec-Fetch-Site: their Origin must be the site's.
    { origin: 'https://ads.example' },
    { origin: 'http://janmat.example' },
    { origin: 'null' },
    // Neither header: no browser sends a beacon so.
    {},
  ]) {
    const reply = await send(withSiteUrl, headers);
    expect([headers, reply.statusCode]).toEqual([headers, 403]);
    expect(reply.json()).toEqual({ message: RUM_MESSAGES.foreignPage });
    expect(reply.headers['cache-control']).toBe('no-store');
  }
  expect(await stored()).toBe(0);
});

test('a beacon from the site’s own page counts, whether it names its origin, null, or nothing', async () => {
  for (const headers of <Record<string, string>[]>[
    { 'sec-fetch-site': 'same-origin', origin: 'null' },
    { 'sec-fetch-site': 'same-origin', origin: 'https://janmat.example' },
    { 'sec-fetch-site': 'same-origin' },
    { origin: 'https://janmat.example' },
  ]) {
    const reply = await send(withSiteUrl, headers);
    expect([headers, reply.statusCode]).toEqual([headers, 204]);
  }
  expect(await stored()).toBe(4);
});

test('refused before its body is read: a foreign beacon too large or malformed still gets 403', async () => {
  const foreign = { 'sec-fetch-site': 'cross-site', origin: 'https://ads.example' };
  expect((await send(withSiteUrl, foreign, 'x'.repeat(RUM_MAX_BYTES * 2))).statusCode).toBe(403);
  expect((await send(withSiteUrl, foreign, 'not json')).statusCode).toBe(403);
});

test('without SITE_URL the site is the address the request came to', async () => {
  const at127 = { host: '127.0.0.1:3000' };
  expect((await send(withoutSiteUrl, { ...at127, origin: 'http://127.0.0.1:3000' })).statusCode).toBe(204);
  expect((await send(withoutSiteUrl, { ...at127, origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
  expect((await send(withoutSiteUrl, { ...at127, origin: 'http://evil.example' })).statusCode).toBe(403);
  expect(
    (await send(withoutSiteUrl, { ...at127, 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3001' }))
      .statusCode,
  ).toBe(403);
  expect(await stored()).toBe(1);
});
