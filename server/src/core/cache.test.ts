import { type KeyedBody, makeBody, ResponseCache } from './cache';

/** An answer naming `keys` (what it shows: edgeKeys.ts). */
const body = (text: string, keys: string[] = ['list:all']): KeyedBody => ({
  ...makeBody(text, 'application/json'),
  keys,
});

test('a write clears only the answers naming one of its keys', () => {
  const cache = new ResponseCache();
  cache.set('/api/newsall', body('a', ['list:all', 'article:1']));
  cache.set('/api/pollsathome', body('b', ['polls', 'poll:7', 'poll:8']));
  cache.set('/api/pppolls/8', body('c', ['poll:8']));
  cache.set('page:/', body('d', ['page:/', 'home', 'article:1', 'poll:7']));
  cache.clearKeys(['poll:7']);
  expect(cache.get('/api/newsall')).toBeDefined();
  expect(cache.get('/api/pppolls/8')).toBeDefined();
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  expect(cache.get('page:/')).toBeUndefined();
  cache.clearKeys(['article:2', 'list:all']);
  expect(cache.get('/api/newsall')).toBeUndefined();
  expect(cache.get('/api/pppolls/8')).toBeDefined();
});

test('an answer kept again names its new keys only', () => {
  const cache = new ResponseCache();
  cache.set('/api/news/politics', body('old', ['list:politics', 'article:1']));
  cache.set('/api/news/politics', body('new', ['list:politics', 'article:2']));
  cache.clearKeys(['article:1']);
  expect(cache.get('/api/news/politics')?.text).toBe('new');
  cache.clearKeys(['article:2']);
  expect(cache.get('/api/news/politics')).toBeUndefined();
});

test("a page's state is cleared by no write, only by clearing everything", () => {
  const cache = new ResponseCache();
  cache.setLasting('state:abc', makeBody('{}', 'application/json'));
  cache.set('page:/', body('page', ['page:/', 'home']));
  cache.clearKeys(['home', 'page:/']);
  cache.clearAnswers();
  expect(cache.get('page:/')).toBeUndefined();
  expect(cache.get('state:abc')).toBeDefined();
  cache.clear();
  expect(cache.get('state:abc')).toBeUndefined();
});

test('clearing every answer drops all but the pages’ states, short answers too', () => {
  const cache = new ResponseCache();
  cache.set('/api/newsall', body('a'));
  cache.setShort('/news/x', { status: 301, location: '/news/y', keys: ['article:1'] }, cache.stamp());
  cache.clearAnswers();
  expect(cache.get('/api/newsall')).toBeUndefined();
  expect(cache.getShort('/news/x')).toBeUndefined();
  expect(cache.size).toBe(0);
  expect(cache.byteSize).toBe(0);
});

test('an answer read before a clear is not stored after it', () => {
  const cache = new ResponseCache();
  const stamp = cache.stamp();
  cache.clearKeys(['poll:1']);
  cache.set('/api/pppolls/1', body('stale', ['poll:1']), stamp);
  expect(cache.get('/api/pppolls/1')).toBeUndefined();
});

/** A cache room for `n` entries like `body('x'.repeat(1000))` under a one-letter key. */
const roomFor = (n: number) => {
  const probe = new ResponseCache();
  probe.set('k', body('x'.repeat(1000)));
  return probe.byteSize * n;
};

test('the least recently used entry goes first when the byte limit is reached', () => {
  const cache = new ResponseCache(roomFor(2));
  cache.set('a', body('x'.repeat(1000)));
  cache.set('b', body('y'.repeat(1000)));
  cache.get('a');
  cache.set('c', body('z'.repeat(1000)));
  expect([cache.get('a')?.body.length, cache.get('b'), cache.get('c')?.body.length]).toEqual([1000, undefined, 1000]);
  expect(cache.byteSize).toBeLessThanOrEqual(roomFor(2));
});

test('a busy answer survives a spray of 20,000 answers asked once; memory stays under the limit', () => {
  const cache = new ResponseCache(roomFor(50));
  cache.set('/pp/polls/1/busy', body('b'.repeat(1000)));
  for (let i = 0; i < 20_000; i += 1) {
    cache.set(`/api/news/junk-${i}`, body('j'.repeat(1000)));
    // Readers keep asking for the busy page between the junk.
    if (i % 10 === 0) expect(cache.get('/pp/polls/1/busy')).toBeDefined();
  }
  expect(cache.get('/pp/polls/1/busy')).toBeDefined();
  expect(cache.size).toBeLessThanOrEqual(50);
  expect(cache.byteSize).toBeLessThanOrEqual(roomFor(50));
  // The answers pushed out are out of the keys' index too: one clear drops the rest.
  cache.clearKeys(['list:all']);
  expect([cache.size, cache.byteSize]).toEqual([0, 0]);
});

test('an answer larger than the whole cache is answered but not kept', () => {
  const cache = new ResponseCache(roomFor(1));
  cache.set('big', body('x'.repeat(5000)));
  expect(cache.get('big')).toBeUndefined();
  expect(cache.byteSize).toBe(0);
});

test('while suspended nothing is kept or served', () => {
  const cache = new ResponseCache();
  cache.set('/api/pollsathome', body('a'));
  cache.suspend();
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  cache.set('/api/pollsathome', body('b'));
  cache.setLasting('state:x', body('s'));
  expect(cache.get('/api/pollsathome')).toBeUndefined();
  expect(cache.get('state:x')).toBeUndefined();
  cache.resume();
  cache.set('/api/pollsathome', body('c'));
  expect(cache.get('/api/pollsathome')?.text).toBe('c');
});

test('the ETag follows the bytes', () => {
  expect(body('x').etag).toBe(body('x').etag);
  expect(body('x').etag).not.toBe(body('y').etag);
});

test('with a lifetime, entries expire', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const cache = new ResponseCache(roomFor(10), 5000);
    cache.set('/api/pppolls/1', body('x'));
    jest.setSystemTime(1_004_999);
    expect(cache.get('/api/pppolls/1')).toBeDefined();
    jest.setSystemTime(1_005_000);
    expect(cache.get('/api/pppolls/1')).toBeUndefined();
    expect(cache.byteSize).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

describe('a scheduled moment', () => {
  afterEach(() => jest.useRealTimers());

  test('drops every answer cached before it once the clock reaches it, and only then', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new ResponseCache();
    cache.expireAt(1_060_000);
    cache.set('/api/newsall', body('old'));
    cache.set('page:/', body('old page', ['page:/', 'home']));
    cache.set('page:/polls/1/x', body('old poll page', ['poll:1']));
    cache.setLasting('state:1', body('state'));
    jest.setSystemTime(1_059_999);
    expect(cache.get('/api/newsall')).toBeDefined();
    const stamp = cache.stamp();
    jest.setSystemTime(1_060_000);
    expect(cache.get('/api/newsall')).toBeUndefined();
    expect(cache.get('page:/')).toBeUndefined();
    expect(cache.get('page:/polls/1/x')).toBeUndefined();
    expect(cache.get('state:1')).toBeDefined();
    // An answer read before the moment and stored after it is not kept.
    cache.set('/api/news', body('read before'), stamp);
    expect(cache.get('/api/news')).toBeUndefined();
    cache.set('/api/news', body('fresh'));
    jest.setSystemTime(9_999_999);
    expect(cache.get('/api/news')).toBeDefined();
  });

  test('moments in the past are ignored; reloading reads them from the source again', async () => {
    jest.useFakeTimers({ now: 5_000 });
    const cache = new ResponseCache();
    cache.expireAt(4_000);
    cache.setExpirySource(async () => [6_000]);
    await cache.reloadExpiries();
    cache.set('/api/newsall', body('a'));
    jest.setSystemTime(5_999);
    expect(cache.get('/api/newsall')).toBeDefined();
    jest.setSystemTime(6_000);
    expect(cache.get('/api/newsall')).toBeUndefined();
  });
});
