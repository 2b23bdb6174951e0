import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { PollKind } from '../../api/queries/polls';
import type { Db } from '../../core/db/client';
import { polls } from '../../core/db/schema';
import { pageOf } from '../common/paging';

export type PollRow = typeof polls.$inferSelect;
export type PollColumns = Partial<typeof polls.$inferInsert>;
type Reader = Pick<Db, 'select'>;

const OPTION_COLUMNS = ['op1', 'op2', 'op3', 'op4'] as const;
const RESULT_COLUMNS = ['res1', 'res2', 'res3', 'res4'] as const;

/** What the newsroom shows of any poll: its options as a list with their votes; never the creator's address. */
export function pollBasics(row: PollRow) {
  const options = OPTION_COLUMNS.map((column) => row[column]).filter((text): text is string => !!text);
  const votes = RESULT_COLUMNS.slice(0, options.length).map((column) => row[column]);
  return {
    pollId: row.poll_id,
    question: row.name,
    options,
    votes,
    totalVotes: votes.reduce((a, b) => a + b, 0),
    createdAt: row.created_at,
  };
}

/** The option columns of a list of 2–4 options (the ones not given are emptied). */
export const optionColumns = (options: string[]) => ({
  op1: options[0]!,
  op2: options[1]!,
  op3: options[2] ?? null,
  op4: options[3] ?? null,
});

/** One poll of `kind` by its poll_id, hidden or not; with `lock`, its row stays locked until the transaction ends. */
export async function pollOfKind(
  db: Reader,
  kind: PollKind,
  pollId: number,
  lock = false,
): Promise<PollRow | undefined> {
  const query = db
    .select()
    .from(polls)
    .where(and(eq(polls.kind, kind), eq(polls.poll_id, pollId)));
  return (await (lock ? query.for('update') : query))[0];
}

/** Polls of `kind`, newest first, a page at a time (`before` is the previous page's `next`). */
export async function pollPage<V>(
  db: Reader,
  kind: PollKind,
  paging: { before?: number; limit: number },
  where: SQL | undefined,
  view: (row: PollRow) => V,
) {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.kind, kind), where, paging.before === undefined ? undefined : lt(polls.id, paging.before)))
    .orderBy(desc(polls.id))
    .limit(paging.limit + 1);
  return pageOf(rows, paging.limit, view);
}

export async function updatePoll(db: Pick<Db, 'update'>, id: number, columns: PollColumns): Promise<PollRow> {
  const [after] = await db.update(polls).set(columns).where(eq(polls.id, id)).returning();
  return after!;
}

/** An editor's change, made only while the poll is still at `version`, which it takes one further; else undefined. */
export async function updatePollAt(
  db: Pick<Db, 'update'>,
  id: number,
  version: number,
  columns: PollColumns,
): Promise<PollRow | undefined> {
  const [after] = await db
    .update(polls)
    .set({ ...columns, version: sql`${polls.version} + 1` })
    .where(and(eq(polls.id, id), eq(polls.version, version)))
    .returning();
  return after;
}

/** Removes a poll; its votes go with it (votes.poll cascades). */
export async function deletePoll(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(polls).where(eq(polls.id, id));
}
