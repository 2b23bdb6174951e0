import { OVERRIDE_COOKIE, overrideCookieValue } from '@janmat/shared/composition';
import { appliedOverrides, overrideCookie, overrideRefusal, overrideSources } from './overrideRequest';

const ORIGINS = ['https://preview.example'];
const NEWS = 'https://preview.example/pr-1/mf-manifest.json';
const cookie = (overrides: Record<string, string>) => `a=1; ${OVERRIDE_COOKIE}=${overrideCookieValue(overrides)}`;

test('a reader’s section on an allowed origin is applied, on the readers’ pages', () => {
  expect(appliedOverrides(cookie({ news: NEWS }), ORIGINS, '/news/national')).toEqual({ news: NEWS });
  expect(overrideSources({ news: NEWS, polls: 'https://preview.example/p/mf-manifest.json' })).toEqual([
    'https://preview.example',
  ]);
});

test('no cookie, overrides off, an origin not allowed, no such section or the newsroom: nothing applied', () => {
  expect(appliedOverrides(undefined, ORIGINS, '/')).toEqual({});
  expect(appliedOverrides('a=1', ORIGINS, '/')).toEqual({});
  expect(appliedOverrides(cookie({ news: NEWS }), [], '/')).toEqual({});
  expect(appliedOverrides(cookie({ news: 'https://evil.example/mf-manifest.json' }), ORIGINS, '/')).toEqual({});
  expect(appliedOverrides(cookie({ sport: NEWS }), ORIGINS, '/')).toEqual({});
  expect(appliedOverrides(cookie({ newsroom: NEWS, news: NEWS }), ORIGINS, '/')).toEqual({ news: NEWS });
  expect(appliedOverrides(`${OVERRIDE_COOKIE}=%7Bbroken`, ORIGINS, '/')).toEqual({});
});

test('a staff page ignores the cookie altogether', () => {
  for (const path of ['/newsroom', '/newsroom/articles/5', '/NEWSROOM']) {
    expect(appliedOverrides(cookie({ news: NEWS }), ORIGINS, path)).toEqual({});
  }
});

test('each refusal has its reason', () => {
  expect(overrideRefusal('news', NEWS, [])).toBe('off');
  expect(overrideRefusal('sport', NEWS, ORIGINS)).toBe('unknown');
  expect(overrideRefusal('newsroom', NEWS, ORIGINS)).toBe('staff');
  expect(overrideRefusal('news', 'https://evil.example/x.json', ORIGINS)).toBe('origin');
  expect(overrideRefusal('news', 7, ORIGINS)).toBe('origin');
  expect(overrideRefusal('news', NEWS, ORIGINS)).toBeUndefined();
});

test('the cookie is HttpOnly and lives for the session; none left removes it', () => {
  expect(overrideCookie({ news: NEWS }, true)).toBe(
    `${OVERRIDE_COOKIE}=${overrideCookieValue({ news: NEWS })}; Path=/; HttpOnly; SameSite=Lax; Secure`,
  );
  expect(overrideCookie({}, false)).toBe(`${OVERRIDE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
});
