import { makeBody, ResponseCache } from './cache';
import { ShortCache } from './shortCache';

const missing = (text: string, keys = ['missing']) => ({
  status: 404 as const,
  body: { ...makeBody(text, 'text/html'), keys },
});
const moved = (keys: string[]) => ({ status: 301 as const, location: '/home', keys });

describe('ShortCache', () => {
  test('keeps an answer for ttlMs', () => {
    let now = 0;
    const cache = new ShortCache({ ttlMs: 30_000, maxEntries: 10, maxBytes: 1 << 20 }, () => now);
    cache.set('/news/x', missing('नहीं मिला'));
    now = 29_999;
    expect(cache.get('/news/x')?.status).toBe(404);
    now = 30_000;
    expect(cache.get('/news/x')).toBeUndefined();
    expect([cache.size, cache.byteSize]).toEqual([0, 0]);
  });

  test('holds at most maxEntries and maxBytes, the least recently used going first', () => {
    const cache = new ShortCache({ ttlMs: 30_000, maxEntries: 3, maxBytes: 1 << 20 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, moved(['page:/']));
    cache.get('/a');
    cache.set('/d', moved(['page:/']));
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    const small = new ShortCache({ ttlMs: 30_000, maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) small.set(`/${i}`, missing('x'.repeat(1000)));
    expect(small.byteSize).toBeLessThanOrEqual(10_000);
    expect(small.size).toBeLessThan(20);
  });

  test('drops the answers naming a key: a missing page by `missing`, another address by its page’s keys', () => {
    const cache = new ShortCache();
    cache.set('/news/gone', missing('नहीं मिला', ['page:/news/gone', 'missing']));
    cache.set('/news/old-name', moved(['page:/news/new-name', 'article:4']));
    cache.set('/polls/9/x', moved(['poll:9']));
    cache.clearKeys(['article:4']);
    expect(cache.get('/news/old-name')).toBeUndefined();
    expect(cache.get('/news/gone')).toBeDefined();
    cache.clearKeys(['missing']);
    expect(cache.get('/news/gone')).toBeUndefined();
    expect(cache.get('/polls/9/x')).toBeDefined();
  });
});

test("the page cache's short answers are cleared with its keys, and a stale render is not kept", () => {
  const cache = new ResponseCache();
  cache.setShort('/polls/1/x', missing('पोल नहीं मिला', ['poll:1', 'missing']), cache.stamp());
  cache.setShort('/news/y', missing('खबर नहीं मिली', ['page:/news/y', 'missing']), cache.stamp());
  cache.clearKeys(['poll:1']);
  expect(cache.getShort('/polls/1/x')).toBeUndefined();
  expect(cache.getShort('/news/y')).toBeDefined();
  const stamp = cache.stamp();
  cache.clearKeys(['list:all']);
  cache.setShort('/news/z', missing('पुराना'), stamp);
  expect(cache.getShort('/news/z')).toBeUndefined();
  cache.suspend();
  expect(cache.getShort('/news/y')).toBeUndefined();
});
