import type { RemoteManifest } from './deploy';
import type { RemoteName } from './routes';

/**
 * What a page is composed of and who may change it, as `/remotes.json` states it and the shell, the
 * server and the end-to-end suite read it. Its own subpath (`@janmat/shared/composition`), so the
 * federated root of `@janmat/shared` (in every page's first load) does not carry it.
 */

/** The parts of a page, each with its own build: the shell and the five sections. */
export type PartName = 'shell' | RemoteName;

/** The build version of each part (`metaData.buildInfo.buildVersion` of its `mf-manifest.json`); null: unreadable. */
export type PartVersions = Record<PartName, string | null>;

/**
 * `/remotes.json` in full: remote name → URL of its `mf-manifest.json` (all a shell registers; it
 * skips values that are not strings), plus the builds the server points at and the origins a
 * tester may take one section from (REMOTE_OVERRIDE_ORIGINS; empty when overrides are off).
 */
export type RemotesDocument = RemoteManifest & {
  versions: PartVersions;
  overrideOrigins: string[];
};

/** The build version a parsed `mf-manifest.json` names, if it names one. */
export function buildVersionOf(manifest: unknown): string | undefined {
  const meta = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData;
  const version = meta?.buildInfo?.buildVersion;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

/**
 * Session cookie holding the overrides a tester applied: URL-encoded JSON, remote name → manifest
 * URL. Only the server writes it (HttpOnly, `OVERRIDE_API`), and only the server reads it.
 */
export const OVERRIDE_COOKIE = 'janmat-remote-override';

/**
 * Where a page applies overrides: `POST` `{ "overrides": { "<remote>": "<manifest URL>" } }` adds
 * them to the cookie (only from the site's own pages, only listed origins, never a section `overridableRemote` refuses),
 * `DELETE` ends them all. Both answer `{ "overrides": { … } }`, what is applied afterwards.
 */
export const OVERRIDE_API = '/api/override';

/** JSON script in a page the server sends to a browser with applied overrides: remote name → manifest URL. */
export const OVERRIDE_APPLIED_SCRIPT_ID = 'janmat-override-applied';

/** Query parameters that propose an override (`?remote.news=<manifest URL>`): the page asks before applying it. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';

/** Overrides stored in the cookie header `cookies` (`a=b; c=d`); anything malformed reads as none. */
export function readOverrideCookie(cookies: string): Record<string, string> {
  const prefix = `${OVERRIDE_COOKIE}=`;
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
    );
  } catch {
    return {};
  }
}

/** The cookie's value for `overrides` (URL-encoded JSON). */
export function overrideCookieValue(overrides: Record<string, string>): string {
  return encodeURIComponent(JSON.stringify(overrides));
}

/**
 * The origin of an override's manifest URL when it may be used: http(s) and one of `origins`
 * (already normalised, `https://host[:port]`). Relative URLs resolve against `base`.
 */
export function allowedOverrideOrigin(url: string, origins: readonly string[], base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return origins.includes(parsed.origin) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
