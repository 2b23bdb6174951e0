import type { BuildHealth, BuildMinute, ReleaseBuild, SectionRelease } from '@janmat/shared/contracts';
import type { Db } from '../core/db/client';
import type { ReleaseSettings } from '../core/releaseSettings';
import { type BreachWitnesses, breachNetworks, networkCount, renderFigures, viewFigures } from './healthFigures';
import { addBuckets, bucketsP75 } from './renderHealth';

// PostgreSQL and PGlite agree on float8 and int, but a driver may hand numbers back as text.
const num = (value: number | string): number => Number(value);
const numOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));
const bucketsOf = (value: number[] | string): number[] => (typeof value === 'string' ? JSON.parse(value) : value);

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
  const [views, renders, networks] = await Promise.all([
    viewFigures(db, build.release, from),
    renderFigures(db, build.release, from),
    networkCount(db, build.release, from),
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
    networks,
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

/**
 * How many distinct networks saw the canary be worse than live in each way the guardrails judge
 * (canaryVerdict.ts): a failed view, or a p75 LCP / INP above live's by more than `maxSlowdown`.
 */
export function breachWitnesses(
  db: Db,
  settings: Pick<ReleaseSettings, 'windowMs' | 'maxSlowdown'>,
  live: BuildHealth,
  canary: BuildHealth,
  now: number = Date.now(),
): Promise<BreachWitnesses> {
  const limit = (p75: number | null) => (p75 === null ? null : p75 * (1 + settings.maxSlowdown));
  return breachNetworks(db, canary.release, new Date(now - settings.windowMs), {
    lcp: limit(live.lcpP75),
    inp: limit(live.inpP75),
  });
}
