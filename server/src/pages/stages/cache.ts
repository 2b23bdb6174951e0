import { tokenStale } from '../../composition/pageComposition';
import type { CachedBody, ResponseCache } from '../../core/cache';
import type { PageBuilds } from './builds';

/** What the page cache holds for a page's key. */
export type CachedPage =
  | { kind: 'page'; body: CachedBody }
  | { kind: 'moved'; location: string; keys: readonly string[] }
  | { kind: 'missing'; body: CachedBody };

/**
 * A page's cache key: the shell's build, every section's build, lite or full (the page varies on it)
 * and the address with its query string (the search's words and page are part of the page).
 */
export function pageCacheKey(builds: Pick<PageBuilds, 'shell' | 'composed'>, lite: boolean, address: string): string {
  const { shell, composed } = builds;
  return `page:${shell.version}:${shell.built ? composed.key : '-'}:${lite ? 'lite' : 'full'}:${address}`;
}

/**
 * Stage "cache": the kept answer for `key`, if any. A page is served while its beacon token is young
 * enough to count (`beaconMaxAgeMs`); other addresses of a subject and missing subjects are kept
 * briefly, apart (the cache's short answers).
 */
export function cachedPage(
  cache: Pick<ResponseCache, 'get' | 'getShort'>,
  key: string,
  beaconMaxAgeMs: number,
): CachedPage | undefined {
  const kept = cache.get(key);
  if (kept && !tokenStale(kept.madeAt, beaconMaxAgeMs)) return { kind: 'page', body: kept };
  const short = cache.getShort(key);
  if (short?.status === 301) return { kind: 'moved', location: short.location, keys: short.keys };
  if (short) return { kind: 'missing', body: short.body };
  return undefined;
}
