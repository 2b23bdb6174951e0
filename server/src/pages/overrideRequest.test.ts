import { OVERRIDE_COOKIE, overrideCookieValue } from '@janmat/shared/composition';
import { takesOverride } from './overrideRequest';

const ORIGINS = ['https://preview.example'];
const cookie = (overrides: Record<string, string>) => `a=1; ${OVERRIDE_COOKIE}=${overrideCookieValue(overrides)}`;

test('a section on an allowed origin: the browser takes it', () => {
  expect(takesOverride(cookie({ news: 'https://preview.example/pr-1/mf-manifest.json' }), ORIGINS)).toBe(true);
});

test('no cookie, overrides off, an origin not allowed or no such section: the site’s own builds', () => {
  expect(takesOverride(undefined, ORIGINS)).toBe(false);
  expect(takesOverride('a=1', ORIGINS)).toBe(false);
  expect(takesOverride(cookie({ news: 'https://preview.example/mf-manifest.json' }), [])).toBe(false);
  expect(takesOverride(cookie({ news: 'https://evil.example/mf-manifest.json' }), ORIGINS)).toBe(false);
  expect(takesOverride(cookie({ sport: 'https://preview.example/mf-manifest.json' }), ORIGINS)).toBe(false);
  expect(takesOverride(`${OVERRIDE_COOKIE}=%7Bbroken`, ORIGINS)).toBe(false);
});
