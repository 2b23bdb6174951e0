import type { PGlite } from '@electric-sql/pglite';

/** The migrations a database has applied (Drizzle's own table); none on a database never migrated. */
async function appliedMigrations(client: PGlite): Promise<number> {
  const found = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'",
  );
  if (found.rows[0]?.n !== 1) return 0;
  const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return applied.rows[0]?.n ?? 0;
}

/**
 * Runs `migrate` on a PGlite database, then, when it upgraded one that had been migrated before,
 * vacuums and analyses it: PGlite has no autovacuum, so the row versions a migration rewrote (a
 * re-index of every search document) would otherwise stay in its files and in every scan. A vacuum
 * cannot run inside a migration's transaction, hence here. Answers whether it vacuumed.
 */
export async function migrateAndVacuum(client: PGlite, migrate: () => Promise<void>): Promise<boolean> {
  const before = await appliedMigrations(client);
  await migrate();
  if (before === 0 || (await appliedMigrations(client)) === before) return false;
  await client.exec('VACUUM (ANALYZE)');
  return true;
}
