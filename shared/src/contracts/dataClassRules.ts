import type { DataClass } from './dataClass';

export const DATA_CLASSES: readonly DataClass[] = ['public', 'personal', 'staff'];

/**
 * How long a public answer may be kept, in seconds (CACHE_MAX_AGE, CACHE_S_MAXAGE,
 * CACHE_STALE_WHILE_REVALIDATE, CACHE_STALE_IF_ERROR): by browsers (`maxAge`), by the shared cache in
 * front of the site (`sMaxAge`, purged by key on every write), and past that while it fetches a fresh
 * copy (`staleWhileRevalidate`) or while the site cannot answer (`staleIfError`).
 */
export interface PublicCacheTimes {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/**
 * Browsers keep nothing unasked (`max-age=0`: each view is a conditional request, a 304 while the
 * answer is unchanged): a purge reaches the edge, never a browser, and a reader who comes back to a
 * page after a publish, a correction or a vote must see it. The edge keeps answers until a write purges them.
 */
export const DEFAULT_PUBLIC_CACHE_TIMES: PublicCacheTimes = {
  maxAge: 0,
  sMaxAge: 600,
  staleWhileRevalidate: 30,
  staleIfError: 86_400,
};

/** The `Cache-Control` of a public answer kept for `times`. */
export function publicCacheControl(times: PublicCacheTimes): string {
  return (
    `public, max-age=${times.maxAge}, s-maxage=${times.sMaxAge}, ` +
    `stale-while-revalidate=${times.staleWhileRevalidate}, stale-if-error=${times.staleIfError}`
  );
}

/** The `Cache-Control` header of an answer of each class (public: the default times; the server's come from its config). */
export const CACHE_CONTROL: Record<DataClass, string> = {
  public: publicCacheControl(DEFAULT_PUBLIC_CACHE_TIMES),
  personal: 'private, no-store',
  staff: 'private, no-store',
};

/** The stricter of two classes: a page that shows a visitor's own data is that visitor's own. */
export function stricterClass(a: DataClass, b: DataClass): DataClass {
  return DATA_CLASSES.indexOf(a) >= DATA_CLASSES.indexOf(b) ? a : b;
}
