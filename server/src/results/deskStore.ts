import type { AuditEntry, ElectionSummary } from '@janmat/shared/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { auditLog, staff } from '../core/db/schema';
import { candidates, constituencies, elections, resultParties } from '../core/db/schema/results';
import { audit } from '../newsroom/audit/auditStore';
import { refuse, type Tx } from '../newsroom/common/refusals';
import type { ImportKind, ImportRows, LineError } from './importRows';
import { RESULTS_MESSAGES as M } from './resultsMessages';
import { summaryOf } from './resultsRead';

export type NewElection = Pick<
  typeof elections.$inferInsert,
  'slug' | 'name' | 'kind' | 'state' | 'counting_date' | 'seats' | 'majority'
>;

const subject = (slug: string) => ({ type: 'election', id: slug });

/** A new election (409 when its slug is taken), audited. */
export async function createElection(db: Db, values: NewElection, staffId: number): Promise<ElectionSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(elections).values(values).onConflictDoNothing().returning();
    if (!row) throw refuse(409, M.slugTaken(values.slug));
    await audit(tx, staffId, 'results.election', subject(row.slug), { ...values });
    return summaryOf(row);
  });
}

/** An election's status changed, audited; undefined for an unknown election. */
export async function changeStatus(db: Db, slug: string, status: ElectionSummary['status'], staffId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(elections)
      .set({ status, updated_at: sql`now()` })
      .where(eq(elections.slug, slug))
      .returning();
    if (row) await audit(tx, staffId, 'results.status', subject(slug), { status });
    return row && summaryOf(row);
  });
}

async function electionId(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx.select({ id: elections.id }).from(elections).where(eq(elections.slug, slug)).for('update');
  if (!row) throw refuse(404, M.unknownElection(slug));
  return row.id;
}

/** Candidates' seats and parties that the election does not have: each fault naming its line. */
async function candidateFaults(
  tx: Tx,
  id: number,
  rows: ImportRows['candidates'],
  lines: number[],
): Promise<LineError[]> {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const seats = await tx
    .select({ number: constituencies.number })
    .from(constituencies)
    .where(eq(constituencies.election_id, id));
  const parties = await tx
    .select({ code: resultParties.code })
    .from(resultParties)
    .where(eq(resultParties.election_id, id));
  const seatSet = new Set(seats.map((s) => s.number));
  const partySet = new Set(parties.map((p) => p.code));
  return rows.flatMap((row, i) => {
    const line = lines[i]!;
    if (!seatSet.has(row.constituency)) return [{ line, message: M.importNoSeat(line, row.constituency) }];
    if (!partySet.has(row.party)) return [{ line, message: M.importNoParty(line, row.party) }];
    return [];
  });
}

const excluded = (columns: string[]) => Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]));

async function upsert(tx: Tx, id: number, kind: ImportKind, rows: ImportRows[ImportKind]): Promise<void> {
  const withElection = rows.map((row) => ({ ...row, election_id: id }));
  if (kind === 'parties') {
    await tx
      .insert(resultParties)
      .values(withElection as (typeof resultParties.$inferInsert)[])
      .onConflictDoUpdate({
        target: [resultParties.election_id, resultParties.code],
        set: excluded(['name', 'short', 'colour', 'alliance']),
      });
  } else if (kind === 'constituencies') {
    await tx
      .insert(constituencies)
      .values(withElection as (typeof constituencies.$inferInsert)[])
      .onConflictDoUpdate({
        target: [constituencies.election_id, constituencies.number],
        set: excluded(['slug', 'name', 'name_latin', 'district', 'reserved', 'held_by']),
      });
  } else {
    await tx
      .insert(candidates)
      .values(withElection as (typeof candidates.$inferInsert)[])
      .onConflictDoUpdate({
        target: [candidates.election_id, candidates.id],
        set: excluded(['constituency', 'name', 'party']),
      });
  }
}

/**
 * An import into an election, in one transaction: every row added or replaced (by its key), or none
 * when any line is at fault (a candidate's seat or party unknown), answered with those lines.
 */
export async function importInto(
  db: Db,
  slug: string,
  input: { kind: ImportKind; rows: ImportRows[ImportKind]; lines: number[] },
  staffId: number,
): Promise<{ imported: number } | { errors: LineError[] }> {
  return db.transaction(async (tx) => {
    const id = await electionId(tx, slug);
    if (input.kind === 'candidates') {
      const errors = await candidateFaults(tx, id, input.rows as ImportRows['candidates'], input.lines);
      if (errors.length > 0) return { errors: errors.slice(0, 20) };
    }
    await upsert(tx, id, input.kind, input.rows);
    await tx.update(elections).set({ updated_at: sql`now()` }).where(eq(elections.id, id));
    await audit(tx, staffId, 'results.import', subject(slug), { kind: input.kind, rows: input.rows.length });
    return { imported: input.rows.length };
  });
}

/** What was done to an election and by whom, newest first (its audit entries). */
export async function electionAudit(db: Db, slug: string, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      staff_id: auditLog.staff_id,
      staff_name: staff.name,
      action: auditLog.action,
      subject_type: auditLog.subject_type,
      subject_id: auditLog.subject_id,
      detail: auditLog.detail,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staff_id))
    .where(and(eq(auditLog.subject_type, 'election'), eq(auditLog.subject_id, slug)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
