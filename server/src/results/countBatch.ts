import type { CountBatch, CountRow } from '@janmat/shared/contracts';
import { RESULTS_MESSAGES as M } from './resultsMessages';

/** Rows (counts and declarations) one batch may carry. */
const MAX_BATCH_ROWS = 5_000;
/** More votes than any seat has voters. */
const MAX_VOTES = 100_000_000;
const MAX_ROUNDS = 1_000;
const MAX_SEAT = 100_000;
const MAX_ID = 2_147_483_647;
const ROW_FIELDS = ['candidate', 'constituency', 'round', 'rounds_total', 'votes'];

type Checked<T> = { ok: T } | { refused: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const whole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** One row's own faults, or undefined when it is well formed (row counts from 1). */
function rowFault(raw: unknown, row: number): string | undefined {
  if (!isObject(raw) || Object.keys(raw).sort().join() !== ROW_FIELDS.join()) return M.rowShape(row);
  const { constituency, candidate, votes, round, rounds_total } = raw;
  if (!whole(constituency, 1, MAX_SEAT) || !whole(candidate, 1, MAX_ID)) return M.rowShape(row);
  if (!whole(votes, 0, MAX_VOTES)) return M.badVotes(row);
  if (!whole(rounds_total, 1, MAX_ROUNDS)) return M.badTotal(row);
  if (!whole(round, 1, rounds_total)) return M.badRound(row, rounds_total);
  return undefined;
}

/** Rows that contradict an earlier row of the same batch (the same count twice, two totals for a seat). */
function repeatFault(rows: CountRow[]): string | undefined {
  const seen = new Set<string>();
  const totals = new Map<number, number>();
  for (const [i, r] of rows.entries()) {
    const key = `${r.constituency}:${r.candidate}:${r.round}`;
    if (seen.has(key)) return M.repeatedRow(i + 1);
    seen.add(key);
    const total = totals.get(r.constituency);
    if (total !== undefined && total !== r.rounds_total) return M.totalsDiffer(i + 1, r.constituency);
    totals.set(r.constituency, r.rounds_total);
  }
  return undefined;
}

/** The batch as sent, checked for its shape alone (the election's data is checked by planBatch). */
export function parseBatch(raw: unknown): Checked<Required<CountBatch>> {
  if (!isObject(raw) || Object.keys(raw).some((key) => key !== 'counts' && key !== 'declare')) {
    return { refused: M.notABatch };
  }
  const counts = raw.counts ?? [];
  const declare = raw.declare ?? [];
  if (!Array.isArray(counts) || !Array.isArray(declare)) return { refused: M.notABatch };
  if (counts.length + declare.length === 0) return { refused: M.emptyBatch };
  if (counts.length + declare.length > MAX_BATCH_ROWS) return { refused: M.tooManyRows(MAX_BATCH_ROWS) };
  for (const [i, row] of counts.entries()) {
    const fault = rowFault(row, i + 1);
    if (fault) return { refused: fault };
  }
  const rows = counts as CountRow[];
  const repeated = repeatFault(rows);
  if (repeated) return { refused: repeated };
  const bad = declare.findIndex((seat) => !whole(seat, 1, MAX_SEAT));
  if (bad !== -1) return { refused: M.declareShape(bad + 1) };
  return { ok: { counts: rows.map(pickRow), declare: [...new Set(declare as number[])] } };
}

const pickRow = ({ constituency, candidate, votes, round, rounds_total }: CountRow): CountRow => ({
  constituency,
  candidate,
  votes,
  round,
  rounds_total,
});

/** What is stored of a seat a batch touches. */
export interface SeatState {
  rounds_total: number;
  rounds_counted: number;
  winner: number | null;
  /** Each candidate's votes now (the sum of its rounds). */
  votes: Map<number, number>;
}

/** What is stored of the election and the seats a batch names, with their rounds' counts. */
export interface BatchState {
  status: 'upcoming' | 'counting' | 'final';
  seats: Map<number, SeatState>;
  /** `<seat>:<candidate>:<round>` → votes. */
  counts: Map<string, number>;
}

/** What a batch changes: the rows to write, each changed seat's rounds, the winners it declares. */
export interface CountPlan {
  rows: CountRow[];
  seats: Map<number, { rounds_total: number; rounds_counted: number }>;
  winners: Map<number, number>;
}

export const countKey = (seat: number, candidate: number, round: number) => `${seat}:${candidate}:${round}`;

/** The fault of a row against what is stored (an unknown seat or candidate, a declared seat), if any. */
function storedFault(r: CountRow, row: number, state: BatchState, changed: boolean): string | undefined {
  const seat = state.seats.get(r.constituency);
  if (!seat) return M.unknownSeat(row, r.constituency);
  if (!seat.votes.has(r.candidate)) return M.unknownCandidate(row, r.candidate, r.constituency);
  const retotalled = r.rounds_total !== seat.rounds_total;
  if (!changed && !retotalled) return undefined;
  if (state.status === 'final') return M.electionFinal;
  if (seat.winner !== null) return M.seatDeclared(row, r.constituency);
  if (r.rounds_total < seat.rounds_counted) return M.totalBelowCounted(row, r.constituency, seat.rounds_counted);
  return undefined;
}

/**
 * The batch against the election's data: refused whole at its first bad row, else what it changes.
 * A row equal to what is stored changes nothing (a batch sent again is accepted and writes nothing).
 */
export function planBatch(batch: Required<CountBatch>, state: BatchState): Checked<CountPlan> {
  const plan: CountPlan = { rows: [], seats: new Map(), winners: new Map() };
  for (const [i, r] of batch.counts.entries()) {
    const key = countKey(r.constituency, r.candidate, r.round);
    const before = state.counts.get(key);
    const changed = before !== r.votes;
    const fault = storedFault(r, i + 1, state, changed);
    if (fault) return { refused: fault };
    const seat = state.seats.get(r.constituency)!;
    const next = plan.seats.get(r.constituency) ?? {
      rounds_total: r.rounds_total,
      rounds_counted: seat.rounds_counted,
    };
    if (changed) {
      plan.rows.push(r);
      seat.votes.set(r.candidate, (seat.votes.get(r.candidate) ?? 0) + r.votes - (before ?? 0));
      next.rounds_counted = Math.max(next.rounds_counted, r.round);
    }
    if (changed || r.rounds_total !== seat.rounds_total) plan.seats.set(r.constituency, next);
  }
  const declared = planWinners(batch.declare, state, plan);
  return 'refused' in declared ? declared : { ok: plan };
}

/** The winner of each seat declared: only after its last round, and never on a tie. */
function planWinners(declare: number[], state: BatchState, plan: CountPlan): Checked<true> {
  for (const [i, number] of declare.entries()) {
    const seat = state.seats.get(number);
    if (!seat) return { refused: M.declareUnknown(i + 1, number) };
    const { rounds_total, rounds_counted } = plan.seats.get(number) ?? seat;
    if (rounds_counted < rounds_total || rounds_total === 0) {
      return { refused: M.declareEarly(i + 1, number, rounds_counted, rounds_total) };
    }
    const [first, second] = [...seat.votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    if (!first || (second && second[1] === first[1])) return { refused: M.declareTie(i + 1, number) };
    if (seat.winner === first[0]) continue;
    if (seat.winner !== null || state.status === 'final') return { refused: M.seatDeclared(i + 1, number) };
    plan.winners.set(number, first[0]);
  }
  return { ok: true };
}
