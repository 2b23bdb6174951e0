import {
  allowedOverrideOrigin,
  OVERRIDE_COOKIE,
  overrideCookieValue,
  readOverrideCookie,
} from '@janmat/shared/composition';
import { isStaffPath, overridableRemote, type RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';

/** Why an override may not be applied (the override API answers each in Hindi). */
export type OverrideRefusal = 'off' | 'unknown' | 'staff' | 'origin';

/** Why `url` may not stand in for section `remote`, or undefined when it may. */
export function overrideRefusal(remote: string, url: unknown, origins: readonly string[]): OverrideRefusal | undefined {
  if (origins.length === 0) return 'off';
  if (!REMOTE_NAMES.includes(remote as RemoteName)) return 'unknown';
  if (!overridableRemote(remote)) return 'staff';
  if (typeof url !== 'string' || allowedOverrideOrigin(url, origins) === undefined) return 'origin';
  return undefined;
}

/**
 * The overrides a request's browser applied (its HttpOnly override cookie), keeping only those that
 * may still be: a section that owns no staff page, on an origin REMOTE_OVERRIDE_ORIGINS lists. None
 * on a staff page (`path`): the newsroom is always composed of the site's own builds.
 */
export function appliedOverrides(
  cookieHeader: string | undefined,
  origins: readonly string[],
  path: string,
): Record<string, string> {
  if (!cookieHeader?.includes(`${OVERRIDE_COOKIE}=`) || origins.length === 0 || isStaffPath(path)) return {};
  return Object.fromEntries(
    Object.entries(readOverrideCookie(cookieHeader)).filter(([name, url]) => !overrideRefusal(name, url, origins)),
  );
}

/** The origins of applied overrides (what the content security policy adds for that browser alone). */
export const overrideSources = (applied: Readonly<Record<string, string>>): string[] => [
  ...new Set(Object.values(applied).map((url) => new URL(url).origin)),
];

/**
 * The override cookie for `overrides`: HttpOnly (no script writes or reads it), SameSite=Lax, for
 * the browser's session only (no expiry), Secure when the site is https; none left removes it.
 */
export function overrideCookie(overrides: Readonly<Record<string, string>>, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return Object.keys(overrides).length > 0
    ? `${OVERRIDE_COOKIE}=${overrideCookieValue({ ...overrides })}; ${attributes}`
    : `${OVERRIDE_COOKIE}=; Max-Age=0; ${attributes}`;
}
