import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/core/config';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../src/core/db/client';
import { seedDatabase } from '../../src/seed/seedDatabase';
import type { SeedContent } from '../../src/seed/types';
import { fixtureContent } from '../fixtures/seedContent';
import { copyPgliteTemplate } from './pgliteTemplate';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  dataDir: string;
  /** Closes the app and the database; removes the data folder unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  backend?: Backend;
  /** Seed with this corpus (default: the fixture); null leaves the database empty. */
  content?: SeedContent | null;
  env?: Record<string, string>;
  /** Use this data folder (it may already hold a database, or a `web` folder with built files). */
  dataDir?: string;
  /** PGlite only: searches also run in the search thread, on a copy of the database (search/thread/). */
  searchThread?: boolean;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `janmat_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh app on its own database (PGlite in a temp folder, or a new PostgreSQL database). */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { backend = 'pglite', content = fixtureContent, env = {} } = options;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'janmat-test-'));
  const pg = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  // DATABASE_URL as the real server would have it: with it the app shares its counters and cache
  // clears with other processes on the same database.
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'web'),
    RATE_LIMIT_MAX: '100000',
    POLL_CREATE_MAX_PER_HOUR: '100000',
    POLL_CREATE_MAX_PER_DAY: '100000',
    // Every request of a test comes from one address; the render limit has tests of its own.
    PAGE_RENDERS_PER_MIN: '0',
    SITE_URL: 'https://janmat.test',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  });
  const pgliteDir = join(dataDir, 'pglite');
  if (!pg && !existsSync(pgliteDir)) await copyPgliteTemplate(pgliteDir);
  const target: DatabaseTarget = pg
    ? { kind: 'postgres', url: pg.url }
    : { kind: 'pglite', dataDir: pgliteDir, ...(options.searchThread ? { searchCopy: `${pgliteDir}-search` } : {}) };
  // Dropping the test database at the end may cut connections the pool is still closing.
  const database = await openDatabase(target, { onConnectionError: () => {} });
  await database.migrate();
  if (content) await seedDatabase(database.db, content);
  const app = await buildApp({ db: database.db, config, logger: false, searchCopy: database.searchCopy });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close({ keepData = false } = {}) {
      await app.close();
      await database.close();
      await pg?.drop();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many rows a table of the test app's database holds. */
export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}
