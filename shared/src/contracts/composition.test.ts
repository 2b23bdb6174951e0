import {
  allowedOverrideOrigin,
  buildVersionOf,
  OVERRIDE_COOKIE,
  overrideCookieValue,
  readOverrideCookie,
} from './composition';

test('reads the build version a manifest names, and nothing from anything else', () => {
  expect(buildVersionOf({ metaData: { buildInfo: { buildVersion: '0.0.0+eb1469f.3f2a9c1d' } } })).toBe(
    '0.0.0+eb1469f.3f2a9c1d',
  );
  for (const manifest of [null, 'x', {}, { metaData: {} }, { metaData: { buildInfo: { buildVersion: 7 } } }]) {
    expect(buildVersionOf(manifest)).toBeUndefined();
  }
});

test('the override cookie round-trips, among other cookies', () => {
  const overrides = { news: 'https://preview.example/news/mf-manifest.json?a=1&b=2' };
  const header = `theme=dark; ${OVERRIDE_COOKIE}=${overrideCookieValue(overrides)}; other=1`;
  expect(readOverrideCookie(header)).toEqual(overrides);
});

test('a missing or malformed cookie reads as no override; empty and non-string values are dropped', () => {
  expect(readOverrideCookie('')).toEqual({});
  expect(readOverrideCookie(`${OVERRIDE_COOKIE}=%7Bnot-json`)).toEqual({});
  expect(readOverrideCookie(`${OVERRIDE_COOKIE}=${encodeURIComponent('["news"]')}`)).toEqual({});
  expect(
    readOverrideCookie(
      `${OVERRIDE_COOKIE}=${overrideCookieValue({ news: '', media: 3 } as unknown as Record<string, string>)}`,
    ),
  ).toEqual({});
});

describe('allowedOverrideOrigin', () => {
  const origins = ['https://preview.example', 'http://127.0.0.1:3213'];

  test('accepts a manifest on a listed origin', () => {
    expect(allowedOverrideOrigin('https://preview.example/pr-12/mf-manifest.json', origins)).toBe(
      'https://preview.example',
    );
    expect(allowedOverrideOrigin('http://127.0.0.1:3213/mf-manifest.json', origins)).toBe('http://127.0.0.1:3213');
  });

  test('refuses other origins, other ports, other schemes and what is not a URL', () => {
    for (const url of [
      'https://evil.example/mf-manifest.json',
      'https://preview.example.evil.example/mf-manifest.json',
      'http://preview.example/mf-manifest.json',
      'http://127.0.0.1:3214/mf-manifest.json',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(allowedOverrideOrigin(url, origins)).toBeUndefined();
    }
  });

  test('refuses everything when no origin is listed (overrides off)', () => {
    expect(allowedOverrideOrigin('https://preview.example/mf-manifest.json', [])).toBeUndefined();
  });

  test('a relative URL resolves against the page', () => {
    expect(allowedOverrideOrigin('/remotes/news/mf-manifest.json', ['https://janmat.in'], 'https://janmat.in/x')).toBe(
      'https://janmat.in',
    );
  });
});
