import type { CountBatch } from '@janmat/shared/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../core/db/client';
import { candidates, constituencies, elections, resultCounts } from '../core/db/schema/results';
import { audit } from '../newsroom/audit/auditStore';
import type { Tx } from '../newsroom/common/refusals';
import { type BatchState, type CountPlan, countKey, planBatch, type SeatState } from './countBatch';
import { RESULTS_MESSAGES as M } from './resultsMessages';

/** Who sent a batch: a staff member, or the feed's token (null). */
export type Sender = { staffId: number; name: string } | null;

export type BatchOutcome =
  | { refused: string; status: 400 }
  | { accepted: number; declared: number; seats: number[]; started: boolean };

/** The election (locked for the batch: its batches are written one at a time) and its seats' state. */
async function readState(tx: Tx, electionId: number, status: BatchState['status'], seatNumbers: number[]) {
  const numbers = seatNumbers.length > 0 ? seatNumbers : [-1];
  const ofSeats = (column: AnyPgColumn) => inArray(column, numbers);
  // One after another: a transaction is one connection, which runs one statement at a time.
  const seatRows = await tx
    .select()
    .from(constituencies)
    .where(and(eq(constituencies.election_id, electionId), ofSeats(constituencies.number)));
  const people = await tx
    .select({ id: candidates.id, seat: candidates.constituency, votes: candidates.votes })
    .from(candidates)
    .where(and(eq(candidates.election_id, electionId), ofSeats(candidates.constituency)));
  const counts = await tx
    .select()
    .from(resultCounts)
    .where(and(eq(resultCounts.election_id, electionId), ofSeats(resultCounts.constituency)));
  const seats = new Map<number, SeatState>(
    seatRows.map((s) => [
      s.number,
      { rounds_total: s.rounds_total, rounds_counted: s.rounds_counted, winner: s.winner, votes: new Map() },
    ]),
  );
  for (const c of people) seats.get(c.seat)?.votes.set(c.id, c.votes);
  const stored = new Map(counts.map((c) => [countKey(c.constituency, c.candidate, c.round), c.votes]));
  return { status, seats, counts: stored } satisfies BatchState;
}

const values = (rows: number[][]) =>
  sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((n) => sql`${n}::int`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/** Writes a plan: the rounds' rows, the candidates' sums, the seats' rounds and winners (and moments), the status. */
async function writePlan(tx: Tx, electionId: number, plan: CountPlan, state: BatchState): Promise<void> {
  if (plan.rows.length > 0) {
    await tx
      .insert(resultCounts)
      .values(
        plan.rows.map(({ constituency, candidate, round, votes }) => ({
          election_id: electionId,
          constituency,
          candidate,
          round,
          votes,
        })),
      )
      .onConflictDoUpdate({
        target: [resultCounts.election_id, resultCounts.constituency, resultCounts.candidate, resultCounts.round],
        set: { votes: sql`excluded.votes`, updated_at: sql`now()` },
      });
    const touched = new Set(plan.rows.map((r) => r.constituency));
    const sums = [...touched].flatMap((seat) => [...state.seats.get(seat)!.votes].map(([id, votes]) => [id, votes]));
    await tx.execute(sql`update candidates set votes = v.votes from (values ${values(sums)}) as v(id, votes)
      where candidates.election_id = ${electionId} and candidates.id = v.id`);
  }
  const seatRows = [...plan.seats].map(([n, s]) => [n, s.rounds_total, s.rounds_counted]);
  if (seatRows.length > 0) {
    await tx.execute(sql`update constituencies set rounds_total = v.total, rounds_counted = v.counted, updated_at = now()
      from (values ${values(seatRows)}) as v(number, total, counted)
      where constituencies.election_id = ${electionId} and constituencies.number = v.number`);
  }
  const winners = [...plan.winners].map(([n, winner]) => [n, winner]);
  if (winners.length > 0) {
    await tx.execute(sql`update constituencies set winner = v.winner, declared_at = now(), updated_at = now()
      from (values ${values(winners)}) as v(number, winner)
      where constituencies.election_id = ${electionId} and constituencies.number = v.number`);
  }
  // The first counts start the counting: the election itself changes (its list entry, its status).
  if (state.status === 'upcoming') {
    await tx.update(elections).set({ status: 'counting', updated_at: sql`now()` }).where(eq(elections.id, electionId));
  }
}

/**
 * A count batch for the election `slug`, in one transaction: refused whole (nothing stored) at its
 * first bad row, else written, audited, and answered with the seats it changed (none for a batch
 * sent again: it is accepted and changes nothing).
 */
export async function applyBatch(
  db: Db,
  slug: string,
  batch: Required<CountBatch>,
  sender: Sender,
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const [election] = await tx
      .select({ id: elections.id, status: elections.status })
      .from(elections)
      .where(eq(elections.slug, slug))
      .for('update');
    if (!election) return { refused: M.unknownElection(slug), status: 400 };
    const named = [...new Set([...batch.counts.map((r) => r.constituency), ...batch.declare])];
    const state = await readState(tx, election.id, election.status, named);
    const planned = planBatch(batch, state);
    if ('refused' in planned) return { refused: planned.refused, status: 400 };
    const plan = planned.ok;
    const seats = [...new Set([...plan.seats.keys(), ...plan.winners.keys()])];
    if (seats.length > 0) {
      await writePlan(tx, election.id, plan, state);
      await audit(
        tx,
        sender?.staffId ?? null,
        'results.counts',
        { type: 'election', id: slug },
        {
          by: sender?.name ?? 'token',
          rows: plan.rows.length,
          seats,
          declared: [...plan.winners.keys()],
        },
      );
    }
    const started = seats.length > 0 && election.status === 'upcoming';
    return { accepted: batch.counts.length, declared: batch.declare.length, seats, started };
  });
}
