import type { RemoteName } from '@janmat/shared/contracts';
import type { ReleaseRegistry } from '../releases/registry';
import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { ApiReads } from './http/apiReads';
import type { ServerMetrics } from './metrics';
import type { PurgeOptions } from './purge';
import type { PurgeMoments } from './purgeMoments';

/** What every route module needs. */
export interface AppDeps {
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
  /** Each section's live build and canary (releases/registry.ts): what pages are composed of. */
  releases: ReleaseRegistry;
  /**
   * Signs the beacon token a page carries (its composition, its section, when it was made); absent
   * until the site's secret is read, and in tests that build routes alone.
   */
  pageToken?: (composition: Record<RemoteName, number>, owner: RemoteName, at: number) => string;
  /** Counts one server render of a section's build, for its health (releases/renderHealth.ts). */
  recordRender?: (release: number, ms: number, failed: boolean) => void;
}
