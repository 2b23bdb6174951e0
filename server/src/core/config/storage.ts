import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type Env, onOff } from './values';

/** Where the data lives: the database and the data folder. */
export interface StorageSettings {
  /** PostgreSQL connection string; unset → PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /**
   * SEARCH_THREAD (on/off; on by default where there is more than one core): with PGlite, searches also
   * run in a thread of their own, on a copy of the database that follows it (search/thread/). PostgreSQL
   * has connections of its own.
   */
  searchThread: boolean;
}

/** DATABASE_URL and DATA_DIR (relative to `cwd`), with the uploads' folder inside the data folder. */
export function storageSettings(env: Env, cwd: string): StorageSettings {
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    searchThread: onOff(env.SEARCH_THREAD, availableParallelism() > 1, 'SEARCH_THREAD'),
  };
}
