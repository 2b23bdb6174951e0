import { makeBody, ResponseCache } from './cache';

const body = (text: string) => makeBody(text, 'application/json');

test('a write clears only its group', () => {
  const cache = new ResponseCache();
  cache.set('/api/newsall', 'content', body('a'));
  cache.set('/api/pollsathome', 'polls', body('b'));
  cache.clearGroup('polls');
  expect(cache.get('/api/newsall')).toBeDefined();
  expect(cache.get('/api/pollsathome')).toBeUndefined();
});

test('an answer read before a clear is not stored after it', () => {
  const cache = new ResponseCache();
  const stamp = cache.stamp();
  cache.clearGroup('polls');
  cache.set('/api/pppolls/1', 'polls', body('stale'), stamp);
  expect(cache.get('/api/pppolls/1')).toBeUndefined();
});

/** A cache room for `n` entries like `body('x'.repeat(1000))` under a one-letter key. */
const roomFor = (n: number) => {
  const probe = new ResponseCache();
  probe.set('k', 'content', body('x'.repeat(1000)));
  return probe.byteSize * n;
};

test('the least recently used entry goes first when the byte limit is reached', () => {
  const cache = new ResponseCache(roomFor(2));
  cache.set('a', 'content', body('x'.repeat(1000)));
  cache.set('b', 'content', body('y'.repeat(1000)));
  cache.get('a');
  cache.set('c', 'content', body('z'.repeat(1000)));
  expect([cache.get('a')?.body.length, cache.get('b'), cache.get('c')?.body.length]).toEqual([1000, undefined, 1000]);
  expect(cache.byteSize).toBeLessThanOrEqual(roomFor(2));
});

test('a busy answer survives a spray of 20,000 answers asked once; memory stays under the limit', () => {
  const cache = new ResponseCache(roomFor(50));
  cache.set('/pp/polls/1/busy', 'pages', body('b'.repeat(1000)));
  for (let i = 0; i < 20_000; i += 1) {
    cache.set(`/api/news/junk-${i}`, 'content', body('j'.repeat(1000)));
    // Readers keep asking for the busy page between the junk.
    if (i % 10 === 0) expect(cache.get('/pp/polls/1/busy')).toBeDefined();
  }
  expect(cache.get('/pp/polls/1/busy')).toBeDefined();
  expect(cache.size).toBeLessThanOrEqual(50);
  expect(cache.byteSize).toBeLessThanOrEqual(roomFor(50));
});

test('an answer larger than the whole cache is answered but not kept', () => {
  const cache = new ResponseCache(roomFor(1));
  cache.set('big', 'content', body('x'.repeat(5000)));
  expect(cache.get('big')).toBeUndefined();
  expect(cache.byteSize).toBe(0);
});

test('while suspended nothing is kept or served; a clear from another process clears locally only', async () => {
  const cache = new ResponseCache();
  const published: string[][] = [];
  cache.setPublisher(async (groups) => {
    published.push(groups);
  });
  cache.set('/api/pollsathome', 'polls', body('a'));
  cache.suspend();
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  cache.set('/api/pollsathome', 'polls', body('b'));
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  cache.resume();
  cache.set('/api/pollsathome', 'polls', body('c'));
  cache.clearLocal(['polls']);
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  expect(published).toEqual([]);
  await cache.clearGroup('polls');
  expect(published).toEqual([['polls']]);
});

test('the ETag follows the bytes', () => {
  expect(body('x').etag).toBe(body('x').etag);
  expect(body('x').etag).not.toBe(body('y').etag);
});

test('with a lifetime, entries expire', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const cache = new ResponseCache(roomFor(10), 5000);
    cache.set('/api/pppolls/1', 'polls', body('x'));
    jest.setSystemTime(1_004_999);
    expect(cache.get('/api/pppolls/1')).toBeDefined();
    jest.setSystemTime(1_005_000);
    expect(cache.get('/api/pppolls/1')).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

describe('a scheduled moment', () => {
  afterEach(() => jest.useRealTimers());

  test('drops every answer cached before it once the clock reaches it, and only then', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new ResponseCache();
    const published = [] as [number | undefined][];
    cache.setPublisher(async (_groups, expireAt) => {
      published.push([expireAt]);
    });
    cache.set('/api/newsall', 'content', body('old'));
    await cache.clearUntil(['content'], 1_060_000);
    expect(published).toEqual([[1_060_000]]);
    cache.set('/api/newsall', 'content', body('old'));
    cache.set('page:/', 'pages', body('old page'));
    cache.set('page:/polls/1/x', 'polls', body('old poll page'));
    jest.setSystemTime(1_059_999);
    expect(cache.get('/api/newsall')).toBeDefined();
    const stamp = cache.stamp();
    jest.setSystemTime(1_060_000);
    expect(cache.get('/api/newsall')).toBeUndefined();
    expect(cache.get('page:/')).toBeUndefined();
    expect(cache.get('page:/polls/1/x')).toBeUndefined();
    // An answer read before the moment and stored after it is not kept.
    cache.set('/api/news', 'content', body('read before'), stamp);
    expect(cache.get('/api/news')).toBeUndefined();
    cache.set('/api/news', 'content', body('fresh'));
    jest.setSystemTime(9_999_999);
    expect(cache.get('/api/news')).toBeDefined();
  });

  test('moments in the past are ignored; reloading reads them from the source again', async () => {
    jest.useFakeTimers({ now: 5_000 });
    const cache = new ResponseCache();
    cache.expireAt(4_000);
    cache.setExpirySource(async () => [6_000]);
    await cache.reloadExpiries();
    cache.set('/api/newsall', 'content', body('a'));
    jest.setSystemTime(5_999);
    expect(cache.get('/api/newsall')).toBeDefined();
    jest.setSystemTime(6_000);
    expect(cache.get('/api/newsall')).toBeUndefined();
  });
});
