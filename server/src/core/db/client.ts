import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { openPglite } from './pglite';
import * as schema from './schema';
import { migrateAndVacuum } from './vacuumAfterUpgrade';

/** The Drizzle database the app uses; the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Things found while opening that the operator should know (e.g. a stale lock replaced). */
  warnings: string[];
  /** The search thread's copy of the database, when it has one (PGlite with SEARCH_THREAD on). */
  searchCopy?: string;
  /** Applies the committed SQL migrations (server/drizzle) that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string;
      /** The search thread's copy of the database (SEARCH_THREAD): made as it opens (pglite.ts). */
      searchCopy?: string;
    }
  | { kind: 'postgres'; url: string };

/** Where the committed migrations are: next to the sources (`src/db`) or next to the bundle (`dist`). */
export function migrationsFolder(): string {
  const candidates = [resolve(__dirname, '..', 'drizzle'), resolve(__dirname, '..', '..', '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * DATABASE_URL set → PostgreSQL through `pg`; otherwise PGlite in `${dataDir}/pglite` (kept on disk), with
 * the search thread's copy in `${dataDir}/pglite-search` when `searchThread` is on.
 */
export function databaseTarget(config: {
  databaseUrl?: string;
  dataDir: string;
  searchThread?: boolean;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  const dataDir = join(config.dataDir, 'pglite');
  return config.searchThread
    ? { kind: 'pglite', dataDir, searchCopy: `${dataDir}-search` }
    : { kind: 'pglite', dataDir };
}

export interface OpenOptions {
  /**
   * Errors of idle PostgreSQL connections (server restart, connection killed); the pool replaces
   * them. The server logs them (main.ts); without this they are only survived, not told.
   */
  onConnectionError?: (error: Error) => void;
}

const survive = () => undefined;

/** Held while migrating, so processes starting together on one database migrate one after another. */
const MIGRATION_LOCK_KEY = 7_310_000;

async function migrateLocked(pool: Pool, config: { migrationsFolder: string }): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), config);
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => client.release(),
      () => client.release(true),
    );
  }
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', options.onConnectionError ?? survive);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      warnings: [],
      migrate: () => migrateLocked(pool, migrationsConfig),
      close: () => pool.end(),
    };
  }
  const pglite = await openPglite(target.dataDir, { searchCopy: target.searchCopy });
  const db = drizzlePglite({ client: pglite.client, schema });
  const stale = pglite.lock.replacedStale;
  const copy = pglite.searchCopy;
  return {
    db,
    kind: 'pglite',
    ...(copy && 'folder' in copy ? { searchCopy: copy.folder } : {}),
    warnings: [
      ...(stale
        ? [
            `Replaced the stale lock ${pglite.lock.file}: ${stale === 'unreadable' ? 'it was unreadable' : `pid ${stale.pid} is gone`}`,
          ]
        : []),
      ...(copy && 'failed' in copy
        ? [`The search thread's copy could not be made (${copy.failed}): searches run on the database alone`]
        : []),
    ],
    migrate: async () => {
      await migrateAndVacuum(pglite.client, () => migratePglite(db, migrationsConfig));
    },
    close: () => pglite.close(),
  };
}
