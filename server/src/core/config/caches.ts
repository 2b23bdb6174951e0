import { DEFAULT_PUBLIC_CACHE_TIMES, type PublicCacheTimes, publicCacheControl } from '@janmat/shared/server';
import { PURGE_ECHO_MS } from '../purge';
import { type Env, integer, onOff } from './values';

/** The server's own read cache and the shared HTTP cache in front of it. */
export interface CacheSettings {
  /** Lifetime of cached read answers; 0 = until a write clears them (on every process, see cacheBus.ts). */
  readCacheTtlMs: number;
  /** Memory the read cache may use; least recently used answers go first. */
  readCacheMaxBytes: number;
  /** The shared HTTP cache in front (docs/deploy.md, "The edge"): how long public answers are kept, whom to purge. */
  edge: EdgeSettings;
}

interface EdgeSettings extends PublicCacheTimes {
  /** The `Cache-Control` of every public page and API answer, made of the times above. */
  cacheControl: string;
  /** Base URLs of the caches a write purges (EDGE_PURGE_URLS); empty: no purging. */
  purgeUrls: string[];
  /**
   * Whether answers name what they show (`xkey`, `Surrogate-Key`; EDGE_KEYS, on by default when
   * EDGE_PURGE_URLS names a cache). Without a cache in front to read and strip them, they would go to
   * readers: some 800 bytes on the home page, which then no longer fits a connection's first round trip.
   */
  keys: boolean;
  /**
   * How long after a purge it is sent again (EDGE_PURGE_ECHO_MS; 0: never). By default 1 s on
   * PostgreSQL, where several processes may serve the site (core/purge.ts, EdgePurgerOptions.echoMs),
   * and 0 on the embedded database, which one process serves.
   */
  purgeEchoMs: number;
}

/**
 * EDGE_PURGE_URLS: the caches' base addresses, comma-separated (`http://127.0.0.1:8080,http://10.0.0.7:8080`).
 * Each must be an http(s) address without a path, query or credentials: a purge goes to `<base>/`.
 */
function purgeUrlsSetting(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [
    ...new Set(
      entries.map((entry) => {
        let url: URL | undefined;
        try {
          url = new URL(entry);
        } catch {
          url = undefined;
        }
        const plain =
          url &&
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !url.username &&
          !url.password;
        if (!url || !plain) {
          throw new Error(
            `EDGE_PURGE_URLS must list the caches' base addresses, comma-separated (e.g. EDGE_PURGE_URLS=http://127.0.0.1:8080), got "${entry}"`,
          );
        }
        return url.origin;
      }),
    ),
  ];
}

function edgeSettings(env: Env): EdgeSettings {
  const times: PublicCacheTimes = {
    maxAge: integer(env.CACHE_MAX_AGE, DEFAULT_PUBLIC_CACHE_TIMES.maxAge, 'CACHE_MAX_AGE'),
    sMaxAge: integer(env.CACHE_S_MAXAGE, 600, 'CACHE_S_MAXAGE'),
    staleWhileRevalidate: integer(env.CACHE_STALE_WHILE_REVALIDATE, 30, 'CACHE_STALE_WHILE_REVALIDATE'),
    staleIfError: integer(env.CACHE_STALE_IF_ERROR, 86_400, 'CACHE_STALE_IF_ERROR'),
  };
  // Browsers are never purged: a longer browser lifetime than the shared cache's would outlast every correction.
  if (times.maxAge > times.sMaxAge) {
    throw new Error(
      `CACHE_MAX_AGE (${times.maxAge}) must not be longer than CACHE_S_MAXAGE (${times.sMaxAge}): browsers cannot be purged`,
    );
  }
  const purgeUrls = purgeUrlsSetting(env.EDGE_PURGE_URLS);
  return {
    ...times,
    cacheControl: publicCacheControl(times),
    purgeUrls,
    keys: onOff(env.EDGE_KEYS, purgeUrls.length > 0, 'EDGE_KEYS'),
    purgeEchoMs: integer(env.EDGE_PURGE_ECHO_MS, env.DATABASE_URL ? PURGE_ECHO_MS : 0, 'EDGE_PURGE_ECHO_MS'),
  };
}

/** READ_CACHE_TTL_MS, READ_CACHE_MAX_BYTES, and the edge's CACHE_*, EDGE_PURGE_URLS, EDGE_KEYS and EDGE_PURGE_ECHO_MS. */
export function cacheSettings(env: Env): CacheSettings {
  return {
    readCacheTtlMs: integer(env.READ_CACHE_TTL_MS, 0, 'READ_CACHE_TTL_MS'),
    readCacheMaxBytes: integer(env.READ_CACHE_MAX_BYTES, 64 * 1024 * 1024, 'READ_CACHE_MAX_BYTES'),
    edge: edgeSettings(env),
  };
}
