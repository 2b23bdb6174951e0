import type { Poll } from '@janmat/shared/contracts';
import { LIMITS } from '@janmat/shared/validation';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { polls, votes } from '../../core/db/schema';

export type PollKind = 'site' | 'user';
export type VoteOption = 1 | 2 | 3 | 4;

/** A poll as the API shows it: every field of spec §3 but `created_by`, the creator's address, which stays on the server. */
export type PublicPoll = Omit<Poll, 'created_by'>;

/** What the API shows of a poll. */
const pollColumns = {
  id: polls.id,
  name: polls.name,
  poll_id: polls.poll_id,
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
  /** Closed by the newsroom: the widget shows the results and takes no vote. */
  closed: sql<boolean>`${polls.closed_at} is not null`,
};

/**
 * What readers may see of the polls table: every poll but those the newsroom hid. Every reader query
 * (lists, lookups, "my polls", votes, sitemap, page 404s) goes through it, so a hidden poll leaks nowhere.
 */
const shown = (where?: SQL) => and(isNull(polls.hidden_at), where);

const resultColumn = { 1: 'res1', 2: 'res2', 3: 'res3', 4: 'res4' } as const;

export const listPolls = (db: Db, kind: PollKind, atHomeOnly = false): Promise<PublicPoll[]> =>
  db
    .select(pollColumns)
    .from(polls)
    .where(shown(and(eq(polls.kind, kind), atHomeOnly ? eq(polls.at_home, true) : undefined)))
    .orderBy(asc(polls.poll_id));

export async function pollByPollId(db: Db, kind: PollKind, pollId: number): Promise<PublicPoll | undefined> {
  const [poll] = await db
    .select(pollColumns)
    .from(polls)
    .where(shown(and(eq(polls.kind, kind), eq(polls.poll_id, pollId))))
    .limit(1);
  return poll;
}

export const pollsCreatedBy = (db: Db, ip: string): Promise<PublicPoll[]> =>
  db
    .select(pollColumns)
    .from(polls)
    .where(shown(and(eq(polls.kind, 'user'), eq(polls.created_by, ip))))
    .orderBy(desc(polls.created_at), desc(polls.id));

/**
 * A free visitor poll id: a random one of the spec's range (10–10009) while any is free, then the
 * next id above every poll. The range is what the client proposes, not a promise about the table:
 * once visitors have used it up, creating a poll must still work.
 */
async function freePollId(db: Db): Promise<number> {
  const inRange = (await db.execute(sql`
    select s.i as id from generate_series(${LIMITS.pollIdMin}::int, ${LIMITS.pollIdMax}::int) as s(i)
    where not exists (select 1 from ${polls} where ${polls.poll_id} = s.i)
    order by random() limit 1`)) as unknown as { rows: { id: number }[] };
  if (inRange.rows[0]) return Number(inRange.rows[0].id);
  const above = (await db.execute(
    sql`select greatest(max(${polls.poll_id}) + 1, ${LIMITS.pollIdMax + 1}::int) as id from ${polls}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(above.rows[0]!.id);
}

export interface NewUserPoll {
  name: string;
  poll_id: number;
  op1: string;
  op2: string;
  op3: string;
  op4: string;
}

/** How many visitor polls one address may create per hour and per day (0 = no limit). */
export interface CreationLimits {
  perHour: number;
  perDay: number;
}

export type CreateOutcome =
  | { kind: 'created'; poll: PublicPoll }
  | { kind: 'limited'; window: 'hour' | 'day'; max: number; retryAfterSeconds: number };

/** Namespace of the per-address advisory lock taken while creating a poll (the key is a hash of the address). */
const CREATION_LOCK_SPACE = 7_310_001;

interface Usage {
  hour: number;
  day: number;
  hour_free_in: number | null;
  day_free_in: number | null;
}

/**
 * Whether a poll's `created_by` is `ip`'s: the same IPv4 address, or any address of the same IPv6 /64
 * (one household or phone gets a whole /64; the write rate limit groups IPv6 the same way).
 */
function sameCreator(ip: string) {
  return sql`case when family(${ip}::inet) = 6
    then ${polls.created_by} ~ '^[0-9A-Fa-f:.]+$' and ${polls.created_by}::inet <<= set_masklen(${ip}::inet, 64)
    else ${polls.created_by} = ${ip} end`;
}

/** Polls `ip` created in the last hour and day, and the seconds until the oldest of each leaves its window. */
async function creationUsage(db: Db, ip: string): Promise<Usage> {
  const result = (await db.execute(sql`
    select
      count(*) filter (where ${polls.created_at} > localtimestamp - interval '1 hour')::int as hour,
      count(*)::int as day,
      ceil(extract(epoch from min(${polls.created_at}) filter (where ${polls.created_at} > localtimestamp - interval '1 hour')
        + interval '1 hour' - localtimestamp))::int as hour_free_in,
      ceil(extract(epoch from min(${polls.created_at}) + interval '1 day' - localtimestamp))::int as day_free_in
    from ${polls}
    where ${polls.kind} = 'user' and ${polls.created_at} > localtimestamp - interval '1 day'
      and ${sameCreator(ip)}`)) as unknown as { rows: Usage[] };
  return result.rows[0]!;
}

function overLimit(usage: Usage, limits: CreationLimits): CreateOutcome | undefined {
  if (limits.perDay > 0 && usage.day >= limits.perDay) {
    return {
      kind: 'limited',
      window: 'day',
      max: limits.perDay,
      retryAfterSeconds: Math.max(1, usage.day_free_in ?? 1),
    };
  }
  if (limits.perHour > 0 && usage.hour >= limits.perHour) {
    const retryAfterSeconds = Math.max(1, usage.hour_free_in ?? 1);
    return { kind: 'limited', window: 'hour', max: limits.perHour, retryAfterSeconds };
  }
  return undefined;
}

/** The visitor poll a form with this one-time token already created, if any (hidden ones too: it exists). */
async function pollOfForm(db: Db, formToken: string | undefined): Promise<PublicPoll | undefined> {
  if (!formToken) return undefined;
  const [poll] = await db.select(pollColumns).from(polls).where(eq(polls.form_token, formToken)).limit(1);
  return poll;
}

/**
 * Stores a visitor poll under the proposed id, or under a free one when the proposed id is taken,
 * unless `ip` (its /64 for IPv6) has already created its hourly or daily allowance. The count and the insert run in
 * one transaction under a lock on the address, so parallel requests (on any process) cannot
 * overshoot the limit; the polls table itself is the counter, shared by every process.
 * With the one-time token of the form that sent it, a form posted again answers the poll it made.
 */
export function createUserPoll(
  db: Db,
  input: NewUserPoll,
  ip: string,
  limits: CreationLimits,
  formToken?: string,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATION_LOCK_SPACE}::int, hashtext(
      case when family(${ip}::inet) = 6 then network(set_masklen(${ip}::inet, 64))::text else ${ip} end))`);
    const made = await pollOfForm(tx, formToken);
    if (made) return { kind: 'created', poll: made };
    const limited = overLimit(await creationUsage(tx, ip), limits);
    if (limited) return limited;
    const values = {
      kind: 'user',
      name: input.name,
      created_by: ip,
      op1: input.op1,
      op2: input.op2,
      op3: input.op3 || null,
      op4: input.op4 || null,
      form_token: formToken ?? null,
    };
    let pollId = input.poll_id;
    // Another creation may take the same free id between the pick and the insert: pick again. The
    // same form posted from another address at once meets the token's unique key: its poll is the answer.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const [row] = await tx
        .insert(polls)
        .values({ ...values, poll_id: pollId })
        .onConflictDoNothing()
        .returning(pollColumns);
      if (row) return { kind: 'created', poll: row };
      const other = await pollOfForm(tx, formToken);
      if (other) return { kind: 'created', poll: other };
      pollId = await freePollId(tx);
    }
    throw new Error('Could not find a free poll id');
  });
}

export type VoteOutcome =
  | { kind: 'counted'; poll: PublicPoll }
  | { kind: 'duplicate' }
  | { kind: 'unknown-poll' }
  | { kind: 'unknown-option' }
  | { kind: 'closed' };

/**
 * Records one vote: the (poll, voter key) row is unique (an IPv4 address, or an IPv6 address's /64, as
 * for poll creation), so a repeat is refused, and the count is
 * raised in SQL in the same transaction, so concurrent votes are all counted.
 */
export function castVote(db: Db, pollId: number, option: VoteOption, voterIp: string): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    const [poll] = await tx
      .select({ id: polls.id, op3: polls.op3, op4: polls.op4, closed_at: polls.closed_at })
      .from(polls)
      .where(shown(eq(polls.poll_id, pollId)))
      .limit(1);
    if (!poll) return { kind: 'unknown-poll' };
    if (poll.closed_at) return { kind: 'closed' };
    if ((option === 3 && !poll.op3) || (option === 4 && !poll.op4)) return { kind: 'unknown-option' };
    const [vote] = await tx
      .insert(votes)
      .values({ poll: poll.id, option, voter_ip: voterIp, voter_key: sql`voter_key(${voterIp})` })
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
