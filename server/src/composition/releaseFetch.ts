import type { ReleaseSources } from '../core/releaseOrigins';

/** Redirects a release's file may take before it is given up (a CDN uses one or two). */
export const MAX_HOPS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Why the server may not fetch `url` for a release, or undefined when it may: it must be an http(s)
 * address on one of the allowed origins, and https in production (the server runs what it fetches).
 */
export function refusedSource(url: string, sources: ReleaseSources): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `not an address: ${url}`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `not http(s): ${parsed.href}`;
  if (sources.httpsOnly && parsed.protocol !== 'https:') return `not https (NODE_ENV=production): ${parsed.href}`;
  if (!sources.origins.includes(parsed.origin)) return `origin ${parsed.origin} is not in RELEASE_MANIFEST_ORIGINS`;
  return undefined;
}

/** A release's file could not be had: `message` says why (for the server's log, never for the API). */
export class ReleaseFetchError extends Error {}

/**
 * Fetches a release's file at `url` (a manifest, a server entry, the server files the server copies),
 * following at most MAX_HOPS redirects itself: every address, each redirect's `Location` included,
 * is checked against `sources` before it is requested. Answers the final response, whatever its
 * status; throws ReleaseFetchError when an address is refused or the redirects do not end.
 */
export async function fetchRelease(
  url: string,
  sources: ReleaseSources,
  fetchFn: typeof fetch,
  init: RequestInit = {},
): Promise<Response> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const refused = refusedSource(current, sources);
    if (refused) throw new ReleaseFetchError(hop === 0 ? refused : `redirected to ${current}: ${refused}`);
    const response = await fetchFn(current, { ...init, redirect: 'manual' });
    if (!REDIRECTS.has(response.status)) return response;
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (!location) throw new ReleaseFetchError(`${current} answered ${response.status} without a Location`);
    if (hop >= MAX_HOPS) throw new ReleaseFetchError(`${url}: more than ${MAX_HOPS} redirects`);
    try {
      current = new URL(location, current).href;
    } catch {
      throw new ReleaseFetchError(`${current} redirected to "${location}", not an address`);
    }
  }
}
