import { OVERRIDE_COOKIE, readOverrideCookie } from '@janmat/shared/composition';
import { writeOverrideCookie } from './overrideCookie';

test('a session cookie for the whole site, Secure on https, removed when nothing is left', () => {
  const page = { cookie: '' };
  writeOverrideCookie(page, { news: 'https://preview.example/mf-manifest.json' }, true);
  expect(page.cookie).toMatch(new RegExp(`^${OVERRIDE_COOKIE}=[^;]+; path=/; SameSite=Lax; Secure$`));
  expect(page.cookie).not.toMatch(/expires|max-age/i);
  expect(readOverrideCookie(page.cookie.split(';')[0] ?? '')).toEqual({
    news: 'https://preview.example/mf-manifest.json',
  });

  writeOverrideCookie(page, {}, false);
  expect(page.cookie).toBe(`${OVERRIDE_COOKIE}=; path=/; SameSite=Lax; max-age=0`);
});
