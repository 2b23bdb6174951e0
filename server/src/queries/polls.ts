import type { Poll } from '@janmat/shared/contracts';
import { LIMITS } from '@janmat/shared/validation';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { polls, votes } from '../db/schema';

export type PollKind = 'site' | 'user';
export type VoteOption = 1 | 2 | 3 | 4;

/** What the API shows of a poll (spec §3). */
const pollColumns = {
  id: polls.id,
  name: polls.name,
  poll_id: polls.poll_id,
  created_by: polls.created_by,
  op1: polls.op1,
  op2: polls.op2,
  op3: polls.op3,
  op4: polls.op4,
  res1: polls.res1,
  res2: polls.res2,
  res3: polls.res3,
  res4: polls.res4,
  news_id: polls.news_id,
  created_at: polls.created_at,
};

const resultColumn = { 1: 'res1', 2: 'res2', 3: 'res3', 4: 'res4' } as const;

export const listPolls = (db: Db, kind: PollKind, atHomeOnly = false): Promise<Poll[]> =>
  db
    .select(pollColumns)
    .from(polls)
    .where(and(eq(polls.kind, kind), atHomeOnly ? eq(polls.at_home, true) : undefined))
    .orderBy(asc(polls.poll_id));

export async function pollByPollId(db: Db, kind: PollKind, pollId: number): Promise<Poll | undefined> {
  const [poll] = await db
    .select(pollColumns)
    .from(polls)
    .where(and(eq(polls.kind, kind), eq(polls.poll_id, pollId)))
    .limit(1);
  return poll;
}

export const pollsCreatedBy = (db: Db, ip: string): Promise<Poll[]> =>
  db
    .select(pollColumns)
    .from(polls)
    .where(and(eq(polls.kind, 'user'), eq(polls.created_by, ip)))
    .orderBy(desc(polls.created_at), desc(polls.id));

/** A random visitor poll id (10–10009) nobody uses yet, or undefined when all are taken. */
async function freePollId(db: Db): Promise<number | undefined> {
  const result = (await db.execute(sql`
    select s.i as id from generate_series(${LIMITS.pollIdMin}::int, ${LIMITS.pollIdMax}::int) as s(i)
    where not exists (select 1 from ${polls} where ${polls.poll_id} = s.i)
    order by random() limit 1`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id;
}

export interface NewUserPoll {
  name: string;
  poll_id: number;
  op1: string;
  op2: string;
  op3: string;
  op4: string;
}

/**
 * Stores a visitor poll under the proposed id, or under a free one when the proposed id is taken.
 * Undefined when every visitor id is in use.
 */
export async function createUserPoll(db: Db, input: NewUserPoll, ip: string): Promise<Poll | undefined> {
  const values = {
    kind: 'user',
    name: input.name,
    created_by: ip,
    op1: input.op1,
    op2: input.op2,
    op3: input.op3 || null,
    op4: input.op4 || null,
  };
  let pollId: number | undefined = input.poll_id;
  for (let attempt = 0; attempt < 5 && pollId !== undefined; attempt += 1) {
    const [row] = await db
      .insert(polls)
      .values({ ...values, poll_id: pollId })
      .onConflictDoNothing({ target: polls.poll_id })
      .returning(pollColumns);
    if (row) return row;
    pollId = await freePollId(db);
  }
  if (pollId === undefined) return undefined;
  throw new Error('Could not find a free poll id');
}

export type VoteOutcome =
  | { kind: 'counted'; poll: Poll }
  | { kind: 'duplicate' }
  | { kind: 'unknown-poll' }
  | { kind: 'unknown-option' };

/**
 * Records one vote: the (poll, voter address) row is unique, so a repeat is refused, and the count is
 * raised in SQL in the same transaction, so concurrent votes are all counted.
 */
export function castVote(db: Db, pollId: number, option: VoteOption, voterIp: string): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    const [poll] = await tx
      .select({ id: polls.id, op3: polls.op3, op4: polls.op4 })
      .from(polls)
      .where(eq(polls.poll_id, pollId))
      .limit(1);
    if (!poll) return { kind: 'unknown-poll' };
    if ((option === 3 && !poll.op3) || (option === 4 && !poll.op4)) return { kind: 'unknown-option' };
    const [vote] = await tx
      .insert(votes)
      .values({ poll: poll.id, option, voter_ip: voterIp })
      .onConflictDoNothing()
      .returning({ id: votes.id });
    if (!vote) return { kind: 'duplicate' };
    const column = resultColumn[option];
    const [updated] = await tx
      .update(polls)
      .set({ [column]: sql`${polls[column]} + 1` })
      .where(eq(polls.id, poll.id))
      .returning(pollColumns);
    return { kind: 'counted', poll: updated! };
  });
}
