import { type CachedBody, type CacheGroup, makeBody } from '../cache';
import type { AppDeps } from '../deps';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The cached JSON answer for `key`, produced (and cached) on a miss. `produce` returns undefined
 * for "not found", which is never cached.
 */
export async function cachedJson(
  deps: Pick<AppDeps, 'cache'>,
  key: string,
  group: CacheGroup,
  produce: () => Promise<unknown>,
): Promise<CachedBody | undefined> {
  const hit = deps.cache.get(key);
  if (hit) return hit;
  const stamp = deps.cache.stamp();
  const payload = await produce();
  if (payload === undefined) return undefined;
  return deps.cache.set(key, group, makeBody(JSON.stringify(payload), JSON_TYPE), stamp);
}
