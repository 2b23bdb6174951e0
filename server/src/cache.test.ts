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

test('the oldest entry goes first when full', () => {
  const cache = new ResponseCache(2);
  cache.set('a', 'content', body('1'));
  cache.set('b', 'content', body('2'));
  cache.set('c', 'content', body('3'));
  expect([cache.get('a'), cache.get('b')?.body.toString(), cache.get('c')?.body.toString()]).toEqual([
    undefined,
    '2',
    '3',
  ]);
});

test('the ETag follows the bytes', () => {
  expect(body('x').etag).toBe(body('x').etag);
  expect(body('x').etag).not.toBe(body('y').etag);
});

test('with a lifetime, entries expire', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const cache = new ResponseCache(10, 5000);
    cache.set('/api/pppolls/1', 'polls', body('x'));
    jest.setSystemTime(1_004_999);
    expect(cache.get('/api/pppolls/1')).toBeDefined();
    jest.setSystemTime(1_005_000);
    expect(cache.get('/api/pppolls/1')).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
