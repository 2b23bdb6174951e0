import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';

/** What every route module needs. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  cache: ResponseCache;
}
