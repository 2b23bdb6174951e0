import type { FastifyBaseLogger } from 'fastify';
import { eventually } from '../../test/helpers/eventually';
import { createPostgresDatabase } from '../../test/helpers/testApp';
import { type KeyedBody, makeBody, ResponseCache } from './cache';
import { type CacheBus, startCacheBus } from './cacheBus';
import { type DatabaseHandle, openDatabase } from './db/client';

/**
 * Two processes' caches on one PostgreSQL database, each with its bus: what one process's write
 * clears, the other clears too, by the same keys, or everything when the keys do not fit a NOTIFY.
 */
const body = (keys: string[]): KeyedBody => ({ ...makeBody(keys.join(' '), 'application/json'), keys });
const log = { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let handle: DatabaseHandle;
const caches = [new ResponseCache(), new ResponseCache()] as const;
const buses: CacheBus[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  handle = await openDatabase({ kind: 'postgres', url: database.url }, { onConnectionError: () => {} });
  for (const cache of caches) buses.push(await startCacheBus({ url: database.url, db: handle.db, cache, log }));
}, 60_000);
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await handle.close();
  await database.drop();
});

/** Fills the other process's cache; resolves once it has heard `announce` (a clear bumps its stamp). */
async function heardBy(announce: () => Promise<void>): Promise<ResponseCache> {
  const [, other] = caches;
  other.set('/api/pppolls/7', body(['poll:7']));
  other.set('/api/newsall', body(['list:all', 'article:1']));
  other.setLasting('state:abc', makeBody('{}', 'application/json'));
  const stamp = other.stamp();
  await announce();
  const heard = async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return other.stamp() !== stamp;
  };
  expect(await eventually(heard, 500)).toBe(true);
  return other;
}

test('another process drops the answers naming the keys announced, and no other', async () => {
  const other = await heardBy(() => buses[0]!.announce(['poll:7']));
  expect(other.get('/api/pppolls/7')).toBeUndefined();
  expect(other.get('/api/newsall')).toBeDefined();
  expect(other.get('state:abc')).toBeDefined();
});

test('keys too many for one NOTIFY clear every answer there (not the pages’ states), and the moment comes along', async () => {
  const keys = Array.from({ length: 2000 }, (_, i) => `article:${i + 100}`);
  const at = Date.now() + 60_000;
  const other = await heardBy(() => buses[0]!.announce(keys, at));
  expect(other.get('/api/pppolls/7')).toBeUndefined();
  expect(other.get('/api/newsall')).toBeUndefined();
  expect(other.get('state:abc')).toBeDefined();
  expect(log.error).not.toHaveBeenCalled();
});

test('a process does not act on its own announcements (its write cleared its cache already)', async () => {
  const [own] = caches;
  own.set('/api/pppolls/7', body(['poll:7']));
  await buses[0]!.announce(['poll:7']);
  // Heard by the other process, so the NOTIFY has gone round.
  await heardBy(() => buses[0]!.announce(['poll:8']));
  expect(own.get('/api/pppolls/7')).toBeDefined();
});
