import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { candidates, constituencies, elections, resultCounts, resultParties } from '../../core/db/schema';
import type { SeedResults } from './demoElection';

const RESULTS_LOCK_KEY = 7_310_025;
/** Rows per insert (PostgreSQL takes at most 65,535 parameters a statement). */
const CHUNK = 2_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

async function hasElections(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(elections);
  return (row?.n ?? 0) > 0;
}

/**
 * The demo election, when the database has no election yet (a data folder made before results were
 * added gets it too): one transaction. Its declared seats were declared a minute apart, the last
 * just now, so its latest changes read in order. Returns whether it was added.
 */
export async function seedResults(db: Db, results: SeedResults | undefined): Promise<boolean> {
  if (!results || (await hasElections(db))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESULTS_LOCK_KEY})`);
    if (await hasElections(tx)) return false;
    const [election] = await tx.insert(elections).values(results.election).returning({ id: elections.id });
    const election_id = election!.id;
    const now = Date.now();
    let declared = results.constituencies.filter((c) => c.winner !== null).length;
    await insertChunks(
      tx,
      resultParties,
      results.parties.map((p) => ({ ...p, election_id })),
    );
    await insertChunks(
      tx,
      constituencies,
      results.constituencies.map((c) => ({
        ...c,
        election_id,
        declared_at: c.winner === null ? null : new Date(now - (declared-- - 1) * 60_000),
      })),
    );
    await insertChunks(
      tx,
      candidates,
      results.candidates.map((c) => ({ ...c, election_id })),
    );
    await insertChunks(
      tx,
      resultCounts,
      results.counts.map((c) => ({ ...c, election_id })),
    );
    return true;
  });
}
