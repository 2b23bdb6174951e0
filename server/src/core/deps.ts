import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { ApiReads } from './http/apiReads';
import type { ServerMetrics } from './metrics';
import type { PurgeOptions } from './purge';
import type { PurgeMoments } from './purgeMoments';

/**
 * What the core's own helpers need (the read cache, the settings, the in-process reads, purging): the
 * floor of the server, importing nothing above it. The app's whole set is `AppDeps` (src/deps.ts).
 */
export interface CoreDeps {
  db: Db;
  config: ServerConfig;
  cache: ResponseCache;
  /** The readers' GET calls, answered in process for pages rendered on the server. */
  reads: ApiReads;
  /** What an operator scrapes at /metrics (metrics.ts); absent in tests that build routes alone. */
  metrics?: ServerMetrics;
  /**
   * After a write readers see: soft-purges the shared caches in front (EDGE_PURGE_URLS) of every answer
   * naming one of `keys` (edgeKeys.ts). Returns at once; never fails the write (purge.ts).
   */
  purge: (keys: Iterable<string>, options?: PurgeOptions) => void;
  /** Purges at the moments pages change by themselves (a scheduled article's time), once for all processes. */
  moments: PurgeMoments;
}
