/**
 * Nobody can force a rollback by posting fake errors: beacons with forged tokens count for nothing,
 * and a genuine token replayed from one address counts once a minute, while the same errors from
 * real readers do roll the canary back.
 */
import { RUM_API, type SectionRelease } from '@janmat/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../core/config';
import { releaseSettings } from '../core/releaseSettings';
import { startGuardrails } from './guardrails';
import type { ReleaseRegistry } from './registry';
import { rumRoute } from './rumRoute';
import { signPageToken, siteSecret } from './rumToken';
import { openReleasesTestDb } from './testDb';

/** The release settings as the server has them when none is set. */
const SETTINGS = releaseSettings({});
const NEWS: SectionRelease = {
  section: 'news',
  live: { release: 1, manifest: '/a/mf-manifest.json', build: 'a' },
  canary: { release: 2, manifest: '/b/mf-manifest.json', build: 'b', percent: 50, since: '2026-11-26T07:00:00Z' },
};

let clock = Date.parse('2026-11-26T08:00:10Z');
let database: Awaited<ReturnType<typeof openReleasesTestDb>>;
let app: FastifyInstance;
let secret: string;
const rollback = jest.fn(async () => undefined);
const registry = { sections: () => [NEWS], rollback, promote: jest.fn() } as unknown as ReleaseRegistry;

beforeAll(async () => {
  database = await openReleasesTestDb();
  secret = await siteSecret(database.db);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  app = Fastify({ trustProxy: true });
  rumRoute(app, { db: database.db, config: { releases: SETTINGS } as ServerConfig });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const page = (release: number) => signPageToken(secret, { composition: { news: release }, owner: 'news', at: clock });
const beacon = (ip: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: RUM_API,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
    payload: JSON.stringify(body),
  });
const judge = () =>
  startGuardrails(
    { db: database.db, config: { releases: SETTINGS } as ServerConfig, releases: registry },
    { log: { info() {}, error() {} } },
  );

test('forged and replayed error beacons do not roll a healthy canary back; real readers’ errors do', async () => {
  // 100 real readers on each build, all well.
  for (let i = 0; i < 100; i++) {
    await beacon(`198.51.100.${i}`, { token: page(1), lcp: 2000, inp: 100 });
    await beacon(`203.0.113.${i}`, { token: page(2), lcp: 2000, inp: 100 });
  }
  // An attacker: made-up tokens, a token signed with a guessed key, a live token edited to name the
  // canary, and a genuine canary token replayed many times from one address.
  const genuine = page(2);
  const edited = `${Buffer.from(`news~${clock.toString(36)}~news:2`).toString('base64url')}.${page(1).split('.')[1]}`;
  for (let i = 0; i < 300; i++) {
    const ip = `2001:db8:${i.toString(16)}::1`;
    const token = [
      `forged${i}.${'A'.repeat(43)}`,
      signPageToken('guess', { composition: { news: 2 }, owner: 'news', at: clock }),
      edited,
    ][i % 3];
    expect((await beacon(ip, { token, errors: { news: 3 }, lcp: 290_000 })).statusCode).toBe(204);
    await beacon('192.0.2.66', { token: genuine, errors: { news: 1 }, loadFailures: ['news'], lcp: 290_000 });
  }
  const guard = judge();
  await guard.check();
  expect(rollback).not.toHaveBeenCalled();

  // A minute later, real readers of the canary hit an error.
  clock += 60_000;
  for (let i = 0; i < 20; i++) await beacon(`203.0.113.${i}`, { token: page(2), errors: { news: 1 } });
  await guard.check();
  guard.stop();
  expect(rollback).toHaveBeenCalledWith('news', expect.objectContaining({ expectCanary: 2 }));
});
