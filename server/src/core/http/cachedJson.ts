import { type KeyedBody, makeBody } from '../cache';
import type { CoreDeps } from '../deps';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** `{ data: [] }`: what a list under an unknown code answers. */
function isEmptyList(payload: unknown): boolean {
  const data = (payload as { data?: unknown } | null)?.data;
  return Array.isArray(data) && data.length === 0;
}

export interface CachedJsonOptions {
  /**
   * False for lists under a path parameter: an empty list there is usually a code nobody has
   * (`/api/news/<junk>`), and caching each such address would let junk push busy answers out.
   */
  cacheEmptyList?: boolean;
  /** What the answer shows (edgeKeys.ts), named from what was read: a write naming one clears it. */
  keys: (payload: unknown) => readonly string[] | Promise<readonly string[]>;
  /** False for an answer that must not be kept (an address anyone could make up); answered all the same. */
  keep?: (payload: unknown) => boolean;
}

/**
 * The cached JSON answer for `key`, produced (and cached, with the keys of what it shows) on a miss.
 * `produce` returns undefined for "not found", which is never cached.
 */
export async function cachedJson(
  deps: Pick<CoreDeps, 'cache'>,
  key: string,
  produce: () => Promise<unknown>,
  { cacheEmptyList = true, keys, keep }: CachedJsonOptions,
): Promise<KeyedBody | undefined> {
  const hit = deps.cache.get(key);
  if (hit) return hit as KeyedBody;
  const stamp = deps.cache.stamp();
  const payload = await produce();
  if (payload === undefined) return undefined;
  const body: KeyedBody = { ...makeBody(JSON.stringify(payload), JSON_TYPE), keys: await keys(payload) };
  if ((!cacheEmptyList && isEmptyList(payload)) || keep?.(payload) === false) return body;
  return deps.cache.set(key, body, stamp);
}
