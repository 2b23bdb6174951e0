import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { renderMinutes } from '../core/db/schema';

/**
 * Upper bounds, in ms, of the render-time buckets kept per build per minute (`render_minutes.buckets`):
 * index i counts renders under RENDER_BUCKETS_MS[i] (and at or above the bound before it); the last
 * index, RENDER_BUCKETS_MS.length, counts the renders slower than every bound.
 */
export const RENDER_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;
const BUCKET_COUNT = RENDER_BUCKETS_MS.length + 1;

/** The bucket a render of `ms` goes in. */
export function renderBucket(ms: number): number {
  const index = RENDER_BUCKETS_MS.findIndex((bound) => ms < bound);
  return index === -1 ? RENDER_BUCKETS_MS.length : index;
}

/**
 * The 75th percentile of bucketed render times, interpolated within its bucket (as Prometheus's
 * histogram_quantile does); the last bound when it falls among the slowest. Null without renders.
 */
export function bucketsP75(buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, count) => sum + (count || 0), 0);
  if (total === 0) return null;
  const rank = total * 0.75;
  let below = 0;
  for (let i = 0; i < BUCKET_COUNT; i++) {
    const count = buckets[i] || 0;
    if (below + count >= rank && count > 0) {
      if (i === RENDER_BUCKETS_MS.length) return RENDER_BUCKETS_MS[i - 1]!;
      const low = i === 0 ? 0 : RENDER_BUCKETS_MS[i - 1]!;
      const high = RENDER_BUCKETS_MS[i]!;
      return low + ((high - low) * (rank - below)) / count;
    }
    below += count;
  }
  return RENDER_BUCKETS_MS[RENDER_BUCKETS_MS.length - 1]!;
}

/** Adds two bucket arrays (either may be shorter: a missing count is 0). */
export function addBuckets(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length, BUCKET_COUNT) }, (_, i) => (a[i] || 0) + (b[i] || 0));
}

interface Pending {
  release: number;
  minute: number;
  renders: number;
  errors: number;
  buckets: number[];
}

export interface RenderRecorderOptions {
  /** How often the sums go to the database (default 10 s). */
  flushMs?: number;
  now?: () => number;
  /** A failed write (the sums are kept for the next flush). */
  onError: (error: unknown) => void;
}

const MINUTE_MS = 60_000;
export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * The server's own renders per section build: counted in memory and added to `render_minutes`
 * every `flushMs` and on close, so every process's renders sum in one row per build per minute.
 */
export class RenderRecorder {
  private pending = new Map<string, Pending>();
  private readonly timer: ReturnType<typeof setInterval>;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private closed = false;

  constructor(
    private readonly db: Db,
    options: RenderRecorderOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.onError = options.onError;
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? 10_000);
    this.timer.unref?.();
  }

  /** One server render of release `release`: how long it took and whether it failed. */
  record(release: number, ms: number, failed: boolean): void {
    if (this.closed || !Number.isInteger(release) || !Number.isFinite(ms)) return;
    const minute = minuteOf(this.now());
    const key = `${release}:${minute}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { release, minute, renders: 0, errors: 0, buckets: new Array(BUCKET_COUNT).fill(0) };
      this.pending.set(key, entry);
    }
    entry.renders += 1;
    if (failed) entry.errors += 1;
    entry.buckets[renderBucket(Math.max(0, ms))]! += 1;
  }

  /** Writes what has been counted since the last flush (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db
        .insert(renderMinutes)
        .values(
          rows.map((row) => ({
            release: row.release,
            minute: new Date(row.minute),
            renders: row.renders,
            errors: row.errors,
            buckets: row.buckets,
          })),
        )
        .onConflictDoUpdate({
          target: [renderMinutes.release, renderMinutes.minute],
          set: {
            renders: sql`render_minutes.renders + excluded.renders`,
            errors: sql`render_minutes.errors + excluded.errors`,
            buckets: sql`(select coalesce(jsonb_agg(
                coalesce((render_minutes.buckets->>i)::int, 0) + coalesce((excluded.buckets->>i)::int, 0) order by i
              ), '[]'::jsonb)
              from generate_series(0, greatest(jsonb_array_length(render_minutes.buckets), jsonb_array_length(excluded.buckets)) - 1) as i)`,
          },
        });
    } catch (error) {
      // Kept for the next flush rather than lost (unless closed, when there is none).
      for (const row of rows) this.merge(row);
      this.onError(error);
    }
  }

  private merge(row: Pending): void {
    const key = `${row.release}:${row.minute}`;
    const entry = this.pending.get(key);
    if (!entry) {
      this.pending.set(key, row);
      return;
    }
    entry.renders += row.renders;
    entry.errors += row.errors;
    entry.buckets = addBuckets(entry.buckets, row.buckets);
  }
}
