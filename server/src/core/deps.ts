import type { AfterWrite } from './afterWrite';
import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { ApiReads } from './http/apiReads';
import type { ServerMetrics } from './metrics';
import type { PurgeMoments } from './purgeMoments';

/**
 * What the core's own helpers need (the read cache, the settings, the in-process reads, what a write
 * calls after it): the floor of the server, importing nothing above it. The app's whole set is
 * `AppDeps` (src/deps.ts).
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
   * After a write readers see has committed: clears every process's read cache and the shared caches
   * in front of the answers naming the keys it touched, and registers when it changes readers' view
   * again by itself (afterWrite.ts). The only way a write tells readers.
   */
  afterWrite: AfterWrite;
  /** Purges at the moments pages change by themselves (a scheduled article's time), once for all processes. */
  moments: PurgeMoments;
}
