import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Expired counters are deleted once every this many increments (they are only reset otherwise). */
const PRUNE_EVERY = 500;
/** Most addresses one statement counts. */
const MAX_BATCH = 500;

interface Increment {
  key: string;
  timeWindow: number;
  callback: IncrCallback;
}

interface CountRow {
  key: string;
  current: number;
  ttl: number;
}

/**
 * Adds `n` to each address's counter in one atomic upsert (addresses in order, so two processes'
 * statements never wait on each other): the first hits of a window insert or restart the row, the
 * others add to it; answers each address's count and the milliseconds left in its window. Its
 * commit does not wait for the write-ahead log to reach the disk (`synchronous_commit` off for this
 * transaction alone): waiting for that flush, once per write request, was most of a vote's time
 * under load. Other sessions see the new counts at once, as before; only a crash of PostgreSQL
 * itself may forget the last fraction of a second of counts.
 */
async function addHits(db: Db, counts: { key: string; n: number; ms: number }[]): Promise<CountRow[]> {
  const result = await db.execute(sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true)),
    input as (select * from json_to_recordset(${JSON.stringify(counts)}::json) as t(key text, n int, ms int))
    insert into ${rateLimits} as r (key, hits, window_ends)
    select key, n, clock_timestamp() + ms * interval '1 millisecond' from input, no_flush order by key
    on conflict (key) do update set
      hits = case when r.window_ends <= clock_timestamp() then excluded.hits else r.hits + excluded.hits end,
      window_ends = case when r.window_ends <= clock_timestamp() then excluded.window_ends else r.window_ends end
    returning r.key, r.hits as current,
      greatest(0, ceil(extract(epoch from r.window_ends - clock_timestamp()) * 1000))::int as ttl`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

/**
 * Counts one batch in one statement (`addHits`) and answers each increment the count it would have
 * had alone: the k-th of an address's n increments is told `count - n + k`.
 */
async function countBatch(db: Db, batch: Increment[]): Promise<void> {
  const byKey = new Map<string, Increment[]>();
  for (const increment of batch) byKey.set(increment.key, [...(byKey.get(increment.key) ?? []), increment]);
  try {
    const rows = await addHits(
      db,
      [...byKey].map(([key, list]) => ({ key, n: list.length, ms: list[0]!.timeWindow })),
    );
    for (const row of rows) {
      const list = byKey.get(row.key) ?? [];
      list.forEach(({ callback }, k) => {
        callback(null, { current: Number(row.current) - list.length + k + 1, ttl: Number(row.ttl) });
      });
    }
  } catch (error) {
    for (const { callback } of batch) callback(error as Error, { current: 0, ttl: 0 });
  }
}

/**
 * Where increments wait while one statement is at the database: the next statement takes up to
 * `MAX_BATCH` of them (`countBatch`). Answers the function that adds one.
 */
function incrementQueue(db: Db): (increment: Increment) => void {
  let waiting: Increment[] = [];
  let busy = false;
  let scheduled = false;

  /** The next statement takes what the event loop has read meanwhile (`setImmediate`), not one or two. */
  function next(): void {
    if (busy || scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  }

  function flush(): void {
    if (busy || waiting.length === 0) return;
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(MAX_BATCH);
    busy = true;
    void countBatch(db, batch).finally(() => {
      busy = false;
      next();
    });
  }

  return (increment) => {
    waiting.push(increment);
    next();
  };
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (`rate_limits`), so every process on
 * one database counts the same writes: 60 per address means 60 in total, not 60 per process. The
 * requests that arrive while one statement is at the database are counted together in the next
 * (`incrementQueue`, `countBatch`): one statement and one commit for them all, not one per request,
 * and each request gets the count it would have had alone.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;
  const add = incrementQueue(db);
  const prune = () =>
    db.delete(rateLimits).where(sql`${rateLimits.window_ends} < clock_timestamp() - interval '1 minute'`);

  class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      add({ key, timeWindow, callback });
      increments += 1;
      // Pruning is housekeeping: a failure here must not fail the request (the next prune retries).
      if (increments % PRUNE_EVERY === 0) prune().catch(() => {});
    }

    child(): FastifyRateLimitStore {
      return new PgRateLimitStore();
    }
  }
  return PgRateLimitStore;
}
