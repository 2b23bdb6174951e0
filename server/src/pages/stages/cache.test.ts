import { makeBody } from '../../core/cache';
import { cachedPage, pageCacheKey } from './cache';

const shell = { assets: undefined, version: 'v7', built: true };
const composed = { composition: {} as never, sections: [], key: 'news:3,polls:4' };

describe('stage "cache"', () => {
  it('keys a page by the shell, the sections, lite or full and its address', () => {
    expect(pageCacheKey({ shell, composed }, false, '/search?q=x')).toBe('page:v7:news:3,polls:4:full:/search?q=x');
    expect(pageCacheKey({ shell: { ...shell, built: false }, composed }, true, '/')).toBe('page:v7:-:lite:/');
  });

  const body = (madeAt?: number) => Object.assign(makeBody('<html></html>', 'text/html'), madeAt ? { madeAt } : {});
  const cache = (kept: ReturnType<typeof body> | undefined, short?: unknown) => ({
    get: jest.fn(() => kept),
    getShort: jest.fn(() => short as never),
  });

  it('serves a kept page while its beacon token is young enough', () => {
    const fresh = body(Date.now());
    expect(cachedPage(cache(fresh), 'k', 60_000)).toEqual({ kind: 'page', body: fresh });
  });

  it('passes over a page whose token is too old, to the short answers', () => {
    const old = body(Date.now() - 120_000);
    expect(cachedPage(cache(old), 'k', 60_000)).toBeUndefined();
    const missing = body();
    expect(cachedPage(cache(old, { status: 404, body: missing }), 'k', 60_000)).toEqual({
      kind: 'missing',
      body: missing,
    });
  });

  it('answers a kept redirect with its keys', () => {
    const short = { status: 301, location: '/news/x', keys: ['article:1'] };
    expect(cachedPage(cache(undefined, short), 'k', 60_000)).toEqual({
      kind: 'moved',
      location: '/news/x',
      keys: ['article:1'],
    });
  });
});
