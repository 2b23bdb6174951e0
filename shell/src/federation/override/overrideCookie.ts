import { OVERRIDE_COOKIE, overrideCookieValue } from '@janmat/shared/composition';

/**
 * Keeps the accepted overrides in a session cookie (no expiry: gone when the browser closes), sent
 * on every page of the site; no overrides removes it.
 */
export function writeOverrideCookie(
  document: { cookie: string },
  overrides: Readonly<Record<string, string>>,
  secure: boolean,
): void {
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  document.cookie =
    Object.keys(overrides).length > 0
      ? `${OVERRIDE_COOKIE}=${overrideCookieValue(overrides)}${attributes}`
      : `${OVERRIDE_COOKIE}=${attributes}; max-age=0`;
}
