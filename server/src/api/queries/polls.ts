import type { Poll } from '@janmat/shared/contracts';
import { LIMITS } from '@janmat/shared/validation';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { polls } from '../../core/db/schema';

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

/** One vote as it came: the poll's public id, the option, the visitor's address. */
export interface Ballot {
  pollId: number;
  option: VoteOption;
  ip: string;
}

/** A deadlock is resolved by PostgreSQL cancelling one statement; it changed nothing and is sent again. */
const DEADLOCK = '40P01';
const isDeadlock = (error: unknown) =>
  (error as { code?: string })?.code === DEADLOCK || (error as { cause?: { code?: string } })?.cause?.code === DEADLOCK;

/**
 * Records votes in one statement (decision 0003, 0020): each ballot's poll is found and locked (in id
 * order, so two statements never wait on each other), its vote inserted under the unique (poll, voter
 * key) row (an IPv4 address, or an IPv6 address's /64, as for poll creation) so a repeat is refused,
 * and each poll's counts are raised by the votes that went in, all in the statement's one
 * transaction: every vote is counted once and only once. Ballots must not repeat a (poll, address)
 * pair (the caller's queue keeps such a one for the next statement). Answers each ballot's outcome,
 * in order, with the poll as it stands after the statement for the counted ones (the columns of
 * `pollColumns`, made in SQL: one statement per batch, no second read).
 */
export async function castVotes(db: Db, ballots: readonly Ballot[]): Promise<VoteOutcome[]> {
  const result = await executeThroughDeadlocks(db, votesStatement(ballots));
  const rows = (result as { rows: { n: number; kind: VoteOutcome['kind']; after: PublicPoll | null }[] }).rows;
  return rows.map((r): VoteOutcome => (r.kind === 'counted' ? { kind: 'counted', poll: r.after! } : { kind: r.kind }));
}

/**
 * The one statement of `castVotes`: the ballots as a JSON record set, their polls locked in id order,
 * the votes inserted, the counts raised, and a row per ballot (its `n`, its outcome's `kind`, and the
 * poll after the statement as `after` when it raised one).
 */
function votesStatement(ballots: readonly Ballot[]): SQL {
  const input = JSON.stringify(ballots.map((b, n) => ({ n, poll_id: b.pollId, option: b.option, ip: b.ip })));
  return sql`
    with ballot as (
      select * from json_to_recordset(${input}::json) as b(n int, poll_id int, option int, ip text)
    ),
    locked as (
      select p.id, p.poll_id, p.closed_at is not null as closed, coalesce(p.op3, '') <> '' as has3,
             coalesce(p.op4, '') <> '' as has4
      from polls p
      where p.poll_id in (select poll_id from ballot) and p.hidden_at is null
      order by p.id
      for update
    ),
    target as (
      select b.n, b.option, b.ip, l.id as poll, l.closed,
             (b.option <= 2 or (b.option = 3 and l.has3) or (b.option = 4 and l.has4)) as option_ok
      from ballot b left join locked l on l.poll_id = b.poll_id
    ),
    counted as (
      insert into votes (poll, option, voter_ip, voter_key)
      select poll, option, ip, voter_key(ip) from target
      where poll is not null and not closed and option_ok
      order by n
      on conflict do nothing
      returning poll, option, voter_ip
    ),
    tally as (
      select poll, count(*) filter (where option = 1) as r1, count(*) filter (where option = 2) as r2,
             count(*) filter (where option = 3) as r3, count(*) filter (where option = 4) as r4
      from counted group by poll
    ),
    raised as (
      update polls set res1 = polls.res1 + tally.r1, res2 = polls.res2 + tally.r2,
                       res3 = polls.res3 + tally.r3, res4 = polls.res4 + tally.r4
      from tally where polls.id = tally.poll
      returning polls.id, json_build_object(
        'id', polls.id, 'name', polls.name, 'poll_id', polls.poll_id, 'op1', polls.op1, 'op2', polls.op2,
        'op3', polls.op3, 'op4', polls.op4, 'res1', polls.res1, 'res2', polls.res2, 'res3', polls.res3,
        'res4', polls.res4, 'news_id', polls.news_id, 'created_at', polls.created_at::text,
        'closed', polls.closed_at is not null) as after
    )
    select t.n,
      case when t.poll is null then 'unknown-poll'
           when t.closed then 'closed'
           when not t.option_ok then 'unknown-option'
           when exists (select 1 from counted c where c.poll = t.poll and c.voter_ip = t.ip) then 'counted'
           else 'duplicate' end as kind,
      r.after
    from target t left join raised r on r.id = t.poll
    order by t.n`;
}

/** Runs a statement, sending it again (twice at most) when PostgreSQL cancelled it to break a deadlock. */
async function executeThroughDeadlocks(db: Db, statement: SQL): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.execute(statement);
    } catch (error) {
      if (attempt >= 2 || !isDeadlock(error)) throw error;
    }
  }
}
