import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { pushJobs, pushLog, pushSubscriptions } from '../core/db/schema';
import type { PushTarget } from './pushRequest';

/** A delivery taken from the queue: the job, its subscription and its push's payload. */
export interface TakenJob extends PushTarget {
  id: number;
  pushId: number;
  subscriptionId: number;
  attempts: number;
  source: string;
  payload: string;
}

/** How a delivery went: done, its subscription gone (404/410), to try again at a moment, or given up. */
export type JobResult =
  | { job: TakenJob; kind: 'delivered' | 'gone' | 'failed' }
  | { job: TakenJob; kind: 'retry'; at: Date };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Takes up to `n` due deliveries for `leaseMs` (FOR UPDATE SKIP LOCKED: two processes never take the
 * same job; one that dies with it leaves it to be taken again when the lease ends), oldest first.
 */
export async function takeJobs(db: Db, n: number, now: Date, leaseMs: number): Promise<TakenJob[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    with due as (
      select id from ${pushJobs}
      where next_try_at <= ${at}::timestamptz and (taken_until is null or taken_until <= ${at}::timestamptz)
      order by next_try_at, id limit ${n} for update skip locked
    )
    update ${pushJobs} j set taken_until = ${until}::timestamptz, attempts = j.attempts + 1
    from due, ${pushSubscriptions} s, ${pushLog} p
    where j.id = due.id and s.id = j.subscription_id and p.id = j.push_id
    returning j.id::int as id, j.push_id as "pushId", j.subscription_id as "subscriptionId", j.attempts,
      s.endpoint, s.p256dh, s.auth, p.source,
      json_build_object('title', p.title, 'body', p.body, 'url', p.url, 'image', p.image)::text as payload`);
  return rowsOf<TakenJob>(result).map((row) => ({ ...row, payload: withoutNullImage(row.payload) }));
}

/** The payload without `image` when the push has none. */
function withoutNullImage(payload: string): string {
  const parsed = JSON.parse(payload) as Record<string, unknown>;
  if (parsed.image === null) delete parsed.image;
  return JSON.stringify(parsed);
}

/** How many of each kind, per push: what the push log adds up. */
function tally(results: JobResult[]) {
  const per = new Map<number, { push_id: number; delivered: number; failed: number; removed: number }>();
  for (const { job, kind } of results) {
    const row = per.get(job.pushId) ?? { push_id: job.pushId, delivered: 0, failed: 0, removed: 0 };
    if (kind === 'delivered') row.delivered += 1;
    if (kind === 'failed') row.failed += 1;
    if (kind === 'gone') row.removed += 1;
    per.set(job.pushId, row);
  }
  return [...per.values()];
}

/** Writes a batch's outcomes in one transaction: done jobs deleted, gone subscriptions removed, retries put back. */
export async function recordResults(db: Db, results: JobResult[]): Promise<void> {
  if (results.length === 0) return;
  const finished = results.filter((r) => r.kind === 'delivered' || r.kind === 'failed').map((r) => r.job.id);
  const gone = results.filter((r) => r.kind === 'gone').map((r) => r.job.subscriptionId);
  const retries = results.flatMap((r) => (r.kind === 'retry' ? [{ id: r.job.id, at: r.at.toISOString() }] : []));
  await db.transaction(async (tx) => {
    if (finished.length > 0)
      await tx.execute(sql`delete from ${pushJobs} where id = any(${`{${finished.join(',')}}`}::bigint[])`);
    if (gone.length > 0)
      await tx.execute(sql`delete from ${pushSubscriptions} where id = any(${`{${gone.join(',')}}`}::int[])`);
    if (retries.length > 0)
      await tx.execute(sql`
        update ${pushJobs} j set next_try_at = r.at, taken_until = null
        from json_to_recordset(${JSON.stringify(retries)}::json) as r(id bigint, at timestamptz) where j.id = r.id`);
    await tx.execute(sql`
      update ${pushLog} p set delivered = p.delivered + t.delivered, failed = p.failed + t.failed,
        removed = p.removed + t.removed
      from json_to_recordset(${JSON.stringify(tally(results))}::json)
        as t(push_id int, delivered int, failed int, removed int)
      where p.id = t.push_id`);
  });
}

/** The moment the next queued delivery is due (undefined: none queued). */
export async function nextDue(db: Db): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`select min(greatest(next_try_at, coalesce(taken_until, next_try_at))) as at from ${pushJobs}`),
  );
  return row?.at ? new Date(row.at) : undefined;
}
