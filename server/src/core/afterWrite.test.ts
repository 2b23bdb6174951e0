import { Writes } from './afterWrite';
import { type KeyedBody, makeBody, ResponseCache } from './cache';

const body = (keys: string[]): KeyedBody => ({ ...makeBody(keys.join(' '), 'application/json'), keys });

/** A process's writes over a real read cache, with what was announced, purged and re-read recorded. */
function setUp() {
  const cache = new ResponseCache();
  const purged: { keys: string[]; hard: boolean }[] = [];
  const announced: { keys: readonly string[]; expireAt?: number }[] = [];
  const moments = { refresh: jest.fn() };
  const writes = new Writes({
    cache,
    purge: (keys, options) => purged.push({ keys: [...keys], hard: options?.hard ?? false }),
    moments,
  });
  writes.announceWith(async (keys, expireAt) => {
    announced.push(expireAt === undefined ? { keys } : { keys, expireAt });
  });
  return { cache, writes, purged, announced, moments };
}

afterEach(() => jest.useRealTimers());

test('clears the answers naming its keys, tells the other processes and purges the edge by the same keys', async () => {
  const { cache, writes, purged, announced, moments } = setUp();
  cache.set('/api/pppolls/7', body(['poll:7']));
  cache.set('/api/pollsathome', body(['polls', 'poll:7', 'poll:8']));
  cache.set('/api/newsall', body(['list:all', 'article:1']));
  cache.setShort('/polls/7/x', { status: 301, location: '/polls/7/y', keys: ['poll:7'] }, cache.stamp());
  await writes.after({ keys: ['poll:7', 'poll:7'] });
  expect(cache.get('/api/pppolls/7')).toBeUndefined();
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  expect(cache.getShort('/polls/7/x')).toBeUndefined();
  expect(cache.get('/api/newsall')).toBeDefined();
  expect(announced).toEqual([{ keys: ['poll:7'] }]);
  expect(purged).toEqual([{ keys: ['poll:7'], hard: false }]);
  expect(moments.refresh).not.toHaveBeenCalled();
});

test('a moment to come is registered here, announced, and the moments are read again', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const { cache, writes, announced, moments } = setUp();
  await writes.after({ keys: ['chrome'], changesAt: new Date(1_060_000) });
  expect(announced).toEqual([{ keys: ['chrome'], expireAt: 1_060_000 }]);
  expect(moments.refresh).toHaveBeenCalledTimes(1);
  cache.set('/api/newsall', body(['list:all']));
  jest.setSystemTime(1_060_000);
  // At the moment every answer goes, whatever it names.
  expect(cache.get('/api/newsall')).toBeUndefined();
});

test('a moment already past is no moment; a write naming nothing clears and announces nothing', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const { cache, writes, purged, announced, moments } = setUp();
  cache.set('/api/newsall', body(['list:all']));
  const stamp = cache.stamp();
  await writes.after({ keys: [], changesAt: 999_000 });
  await writes.after({ keys: [], movesMoments: true });
  expect([announced, purged]).toEqual([[], []]);
  expect(moments.refresh).toHaveBeenCalledTimes(1);
  expect(cache.stamp()).toBe(stamp);
  expect(cache.get('/api/newsall')).toBeDefined();
});

test('a release removes the edge’s copies outright; alone, a process announces to no one', async () => {
  const { writes, purged, announced } = setUp();
  writes.announceWith(undefined);
  await writes.after({ keys: ['pages'], hard: true });
  expect(purged).toEqual([{ keys: ['pages'], hard: true }]);
  expect(announced).toEqual([]);
});
