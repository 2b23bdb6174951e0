import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';

/** The SQL behind a build's health (health.ts): the same on PostgreSQL and PGlite. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface ViewRow {
  at: number | string;
  views: number | string;
  error_views: number | string;
  lcp: number | string | null;
  inp: number | string | null;
  cls: number | string | null;
}

export interface RenderRow {
  at: number | string;
  renders: number | string;
  errors: number | string;
  buckets: number[] | string;
}

/** Readers' views of one build since `from`: per minute, and over the whole window (null minute). */
export async function viewFigures(
  db: Db,
  release: number,
  from: Date,
): Promise<{ total: ViewRow; minutes: ViewRow[] }> {
  const rows = rowsOf<ViewRow & { whole: boolean }>(
    await db.execute(sql`
      select grouping(minute) = 1 as whole,
        coalesce((extract(epoch from minute) * 1000)::float8, 0) as at,
        count(*)::int as views,
        (count(*) filter (where failed))::int as error_views,
        (percentile_cont(0.75) within group (order by lcp))::float8 as lcp,
        (percentile_cont(0.75) within group (order by inp))::float8 as inp,
        (percentile_cont(0.75) within group (order by cls))::float8 as cls
      from rum_views
      where release = ${release} and minute >= ${from.toISOString()}::timestamptz
      group by grouping sets ((minute), ())
      order by whole, at`),
  );
  const total = rows.find((row) => row.whole) ?? { at: 0, views: 0, error_views: 0, lcp: null, inp: null, cls: null };
  return { total, minutes: rows.filter((row) => !row.whole) };
}

export async function renderFigures(db: Db, release: number, from: Date): Promise<RenderRow[]> {
  return rowsOf<RenderRow>(
    await db.execute(sql`
      select (extract(epoch from minute) * 1000)::float8 as at, renders, errors, buckets
      from render_minutes
      where release = ${release} and minute >= ${from.toISOString()}::timestamptz
      order by minute`),
  );
}

/**
 * How many distinct networks reported on a build since `from`. A network's key is a hash that
 * changes with the (UTC) day, so across midnight one network would count twice: the count is that of
 * the day part of the window with the most networks, never more than the networks there really were.
 */
export async function networkCount(db: Db, release: number, from: Date): Promise<number> {
  const [row] = rowsOf<{ networks: number | string }>(
    await db.execute(sql`
      select coalesce(max(networks), 0)::int as networks from (
        select count(distinct visitor) as networks
        from rum_views
        where release = ${release} and minute >= ${from.toISOString()}::timestamptz
        group by (minute at time zone 'UTC')::date
      ) as days`),
  );
  return Number(row?.networks ?? 0);
}

/** How many distinct networks reported each kind of breach on a build since `from` (see breachWitnesses). */
export interface BreachWitnesses {
  errorRate: number;
  lcpP75: number;
  inpP75: number;
}

/**
 * How many distinct networks saw a build fail (a failed view), or slower than `lcpAbove` / `inpAbove`
 * ms (null: none counted), since `from`: per UTC day part of the window, the larger (as networkCount).
 */
export async function breachNetworks(
  db: Db,
  release: number,
  from: Date,
  above: { lcp: number | null; inp: number | null },
): Promise<BreachWitnesses> {
  const [row] = rowsOf<Record<'errors' | 'lcp' | 'inp', number | string>>(
    await db.execute(sql`
      select coalesce(max(errors), 0)::int as errors, coalesce(max(lcp), 0)::int as lcp,
        coalesce(max(inp), 0)::int as inp
      from (
        select count(distinct visitor) filter (where failed) as errors,
          count(distinct visitor) filter (where lcp > ${above.lcp ?? null}::float8) as lcp,
          count(distinct visitor) filter (where inp > ${above.inp ?? null}::float8) as inp
        from rum_views
        where release = ${release} and minute >= ${from.toISOString()}::timestamptz
        group by (minute at time zone 'UTC')::date
      ) as days`),
  );
  return { errorRate: Number(row?.errors ?? 0), lcpP75: Number(row?.lcp ?? 0), inpP75: Number(row?.inp ?? 0) };
}
