import { makeBody, ResponseCache } from './cache';
import { ShortCache } from './shortCache';

const missing = (text: string) => ({ status: 404 as const, body: makeBody(text, 'text/html') });

describe('ShortCache', () => {
  test('keeps an answer for ttlMs', () => {
    let now = 0;
    const cache = new ShortCache({ ttlMs: 30_000, maxEntries: 10, maxBytes: 1 << 20 }, () => now);
    cache.set('/news/x', 'pages', missing('नहीं मिला'));
    now = 29_999;
    expect(cache.get('/news/x')?.status).toBe(404);
    now = 30_000;
    expect(cache.get('/news/x')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('holds at most maxEntries and maxBytes, the least recently used going first', () => {
    const cache = new ShortCache({ ttlMs: 30_000, maxEntries: 3, maxBytes: 1 << 20 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, 'pages', { status: 301, location: '/home' });
    cache.get('/a');
    cache.set('/d', 'pages', { status: 301, location: '/home' });
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    const small = new ShortCache({ ttlMs: 30_000, maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) small.set(`/${i}`, 'pages', missing('x'.repeat(1000)));
    expect(small.byteSize).toBeLessThanOrEqual(10_000);
    expect(small.size).toBeLessThan(20);
  });

  test("is cleared with the page cache's groups, and a stale render is not kept", () => {
    const cache = new ResponseCache();
    cache.setShort('/polls/1/x', 'polls', missing('पोल नहीं मिला'), cache.stamp());
    cache.setShort('/news/y', 'pages', missing('खबर नहीं मिली'), cache.stamp());
    cache.clearLocal(['polls']);
    expect(cache.getShort('/polls/1/x')).toBeUndefined();
    expect(cache.getShort('/news/y')).toBeDefined();
    const stamp = cache.stamp();
    cache.clearLocal(['content']);
    cache.setShort('/news/z', 'pages', missing('पुराना'), stamp);
    expect(cache.getShort('/news/z')).toBeUndefined();
    cache.suspend();
    expect(cache.getShort('/news/y')).toBeUndefined();
  });
});
