import { resolve } from 'node:path';
import type { Env } from './values';

/** Where the data lives: the database and the data folder. */
export interface StorageSettings {
  /** PostgreSQL connection string; unset → PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
}

/** DATABASE_URL and DATA_DIR (relative to `cwd`), with the uploads' folder inside the data folder. */
export function storageSettings(env: Env, cwd: string): StorageSettings {
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
  };
}
