import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Expired counters are deleted once every this many increments (they are only reset otherwise). */
const PRUNE_EVERY = 500;

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (`rate_limits`), so every process on
 * one database counts the same writes: 60 per address means 60 in total, not 60 per process. One
 * atomic upsert per counted request: the first hit of a window inserts or restarts the row, the
 * others add one; the answer is the count and the milliseconds left in the window.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;
  const prune = () =>
    db.delete(rateLimits).where(sql`${rateLimits.window_ends} < clock_timestamp() - interval '1 minute'`);

  class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const ends = sql`clock_timestamp() + ${timeWindow}::int * interval '1 millisecond'`;
      const expired = sql`${rateLimits.window_ends} <= clock_timestamp()`;
      db.insert(rateLimits)
        .values({ key, hits: 1, window_ends: ends })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            window_ends: sql`case when ${expired} then excluded.window_ends else ${rateLimits.window_ends} end`,
          },
        })
        .returning({
          current: rateLimits.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.window_ends} - clock_timestamp()) * 1000))::int`,
        })
        .then(([row]) => callback(null, { current: row!.current, ttl: Number(row!.ttl) }), callback);
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
