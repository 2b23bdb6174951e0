import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { ApiReads } from './http/apiReads';
import type { ServerMetrics } from './metrics';

/** What every route module needs. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  cache: ResponseCache;
  /** The readers' GET calls, answered in process for pages rendered on the server. */
  reads: ApiReads;
  /** What an operator scrapes at /metrics (metrics.ts); absent in tests that build routes alone. */
  metrics?: ServerMetrics;
}
