import type { BuildHealth, BuildMinute, ReleaseBuild, SectionRelease } from '@janmat/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import type { ReleaseSettings } from '../core/releaseSettings';
import { addBuckets, bucketsP75 } from './renderHealth';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface ViewRow {
  at: number | string;
  views: number | string;
  error_views: number | string;
  lcp: number | string | null;
  inp: number | string | null;
  cls: number | string | null;
}

interface RenderRow {
  at: number | string;
  renders: number | string;
  errors: number | string;
  buckets: number[] | string;
}

// PostgreSQL and PGlite agree on float8 and int, but a driver may hand numbers back as text.
const num = (value: number | string): number => Number(value);
const numOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));
const bucketsOf = (value: number[] | string): number[] => (typeof value === 'string' ? JSON.parse(value) : value);

/** Readers' views of one build since `from`: per minute, and over the whole window (null minute). */
async function viewFigures(db: Db, release: number, from: Date): Promise<{ total: ViewRow; minutes: ViewRow[] }> {
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

async function renderFigures(db: Db, release: number, from: Date): Promise<RenderRow[]> {
  return rowsOf<RenderRow>(
    await db.execute(sql`
      select (extract(epoch from minute) * 1000)::float8 as at, renders, errors, buckets
      from render_minutes
      where release = ${release} and minute >= ${from.toISOString()}::timestamptz
      order by minute`),
  );
}

const emptyMinute = (at: number): BuildMinute => ({
  minute: new Date(at).toISOString(),
  views: 0,
  errorViews: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
  renders: 0,
  renderErrors: 0,
  renderP75: null,
});

/** One build's health over the window ending at `now`: readers' totals and every minute with any figure. */
async function buildHealth(
  db: Db,
  windowMs: number,
  build: ReleaseBuild,
  role: BuildHealth['role'],
  now: number,
): Promise<BuildHealth> {
  const from = new Date(now - windowMs);
  const [views, renders] = await Promise.all([
    viewFigures(db, build.release, from),
    renderFigures(db, build.release, from),
  ]);
  const minutes = new Map<number, BuildMinute>();
  const minute = (at: number) => minutes.get(at) ?? minutes.set(at, emptyMinute(at)).get(at)!;
  for (const row of views.minutes) {
    Object.assign(minute(num(row.at)), {
      views: num(row.views),
      errorViews: num(row.error_views),
      lcpP75: numOrNull(row.lcp),
      inpP75: numOrNull(row.inp),
      clsP75: numOrNull(row.cls),
    });
  }
  for (const row of renders) {
    Object.assign(minute(num(row.at)), {
      renders: num(row.renders),
      renderErrors: num(row.errors),
      renderP75: bucketsP75(addBuckets(bucketsOf(row.buckets), [])),
    });
  }
  const total = num(views.total.views);
  return {
    release: build.release,
    build: build.build,
    role,
    views: total,
    errorRate: total > 0 ? num(views.total.error_views) / total : null,
    lcpP75: numOrNull(views.total.lcp),
    inpP75: numOrNull(views.total.inp),
    minutes: [...minutes.entries()].sort(([a], [b]) => a - b).map(([, value]) => value),
  };
}

/**
 * A section's live build and canary as readers and the server saw them over `settings.windowMs`
 * (the guardrails compare the totals; the status API and the newsroom chart the minutes).
 */
export async function sectionHealth(
  db: Db,
  settings: Pick<ReleaseSettings, 'windowMs'>,
  release: SectionRelease,
  now: number = Date.now(),
): Promise<{ live: BuildHealth; canary: BuildHealth | null }> {
  const [live, canary] = await Promise.all([
    buildHealth(db, settings.windowMs, release.live, 'live', now),
    release.canary ? buildHealth(db, settings.windowMs, release.canary, 'canary', now) : Promise.resolve(null),
  ]);
  return { live, canary };
}
