import { allowedOverrideOrigin, readOverrideCookie } from '@janmat/shared/composition';
import type { RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';

/**
 * Whether a page request comes from a browser that takes a section from another build: its
 * override cookie names a section on an origin REMOTE_OVERRIDE_ORIGINS lists (the shell keeps only
 * such overrides). The server renders with the sections' own builds, so such a page goes out
 * without its server-rendered view, and past the page cache: the browser renders it whole with the
 * build the tester chose, instead of hydrating another build's HTML.
 */
export function takesOverride(cookieHeader: string | undefined, origins: readonly string[]): boolean {
  if (!cookieHeader || origins.length === 0) return false;
  return Object.entries(readOverrideCookie(cookieHeader)).some(
    ([name, url]) => REMOTE_NAMES.includes(name as RemoteName) && allowedOverrideOrigin(url, origins) !== undefined,
  );
}
