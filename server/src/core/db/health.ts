import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Reads one whole row (as text, so every column is decoded) of every table, in one statement: a
 * table whose files are damaged fails here, where `select 1` would still answer. Empty tables pass.
 */
export async function checkTables(db: Db): Promise<void> {
  const reads = TABLES.map(
    (table) => sql`(select length(t::text) from ${table} t limit 1) as ${sql.identifier(getTableName(table))}`,
  );
  await db.execute(sql`select ${sql.join(reads, sql`, `)}`);
}

/** The tables /healthz reads. */
export const checkedTables = () => TABLES.map(getTableName);
