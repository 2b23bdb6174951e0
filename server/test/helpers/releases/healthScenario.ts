import type { SectionRelease } from '@janmat/shared/contracts';
import type { Db } from '../../../src/core/db/client';
import { rumViews } from '../../../src/core/db/schema';
import { breachWitnesses, sectionHealth } from '../../../src/releases/health';
import { RenderRecorder } from '../../../src/releases/renderHealth';

export const NOW = Date.parse('2026-11-26T08:00:30.000Z');
const MINUTE = 60_000;
const minute = (back: number) => new Date(Math.floor(NOW / MINUTE) * MINUTE - back * MINUTE);

export const release: SectionRelease = {
  section: 'news',
  live: { release: 1, manifest: '/remotes/news/mf-manifest.json', build: 'a1' },
  canary: {
    release: 2,
    manifest: '/remotes/news-b/mf-manifest.json',
    build: 'b2',
    percent: 10,
    since: minute(5).toISOString(),
  },
};

/** Fills `db` with views and renders of builds 1–3 and checks what sectionHealth makes of them. */
export async function checkHealthFigures(db: Db): Promise<void> {
  const view = (release: number, back: number, visitor: string, lcp: number | null, failed = false) => ({
    release,
    minute: minute(back),
    visitor,
    lcp,
    inp: lcp === null ? null : lcp / 10,
    cls: 0.1,
    failed,
  });
  await db.insert(rumViews).values([
    view(1, 1, 'a', 1000),
    view(1, 1, 'b', 2000),
    view(1, 1, 'c', 3000),
    view(1, 1, 'd', 4000, true),
    view(1, 2, 'a', null),
    view(1, 30, 'old', 9000, true), // outside the window
    view(2, 1, 'a', 5000, true),
    view(3, 1, 'a', 100), // another build
  ]);
  let clock = NOW - MINUTE;
  const recorder = new RenderRecorder(db, {
    now: () => clock,
    flushMs: 1_000_000,
    onError: (error) => {
      throw error;
    },
  });
  recorder.record(1, 40, false);
  recorder.record(1, 40, false);
  await recorder.flush();
  recorder.record(1, 40, false);
  recorder.record(1, 700, true);
  clock = NOW;
  recorder.record(2, 3, false);
  await recorder.close();

  const { live, canary } = await sectionHealth(db, { windowMs: 10 * MINUTE }, release, NOW);
  expect(live.views).toBe(5);
  // Four networks (a–d): a's second minute is the same network again.
  expect(live.networks).toBe(4);
  expect(live.errorRate).toBeCloseTo(1 / 5);
  expect(live.lcpP75).toBeCloseTo(3250);
  expect(live.inpP75).toBeCloseTo(325);
  expect(live.minutes.map((m) => m.minute)).toEqual([minute(2).toISOString(), minute(1).toISOString()]);
  expect(live.minutes[0]).toMatchObject({ views: 1, errorViews: 0, lcpP75: null, renders: 0, renderP75: null });
  expect(live.minutes[1]).toMatchObject({
    views: 4,
    errorViews: 1,
    lcpP75: 3250,
    clsP75: expect.closeTo(0.1),
    renders: 4,
    renderErrors: 1,
  });
  // Three renders in 25–50 ms, one in 500–1000: the 3rd of 4 is at the top of the 25–50 bucket.
  expect(live.minutes[1]!.renderP75).toBeCloseTo(50);

  expect(canary).toMatchObject({
    release: 2,
    build: 'b2',
    role: 'canary',
    views: 1,
    networks: 1,
    errorRate: 1,
    lcpP75: 5000,
  });
  // The networks that saw the canary fail, or slower than live's p75 by over 20 %: its one reader.
  const settings = { windowMs: 10 * MINUTE, maxSlowdown: 0.2 };
  expect(await breachWitnesses(db, settings, live, canary!, NOW)).toEqual({ errorRate: 1, lcpP75: 1, inpP75: 1 });
  // Live's own readers against made-up limits: LCP above 1500 ms (b, c, d; not the old one outside
  // the window), no INP limit, one failed (d).
  const limits = { ...live, lcpP75: 1500, inpP75: null };
  expect(await breachWitnesses(db, { ...settings, maxSlowdown: 0 }, limits, live, NOW)).toEqual({
    errorRate: 1,
    lcpP75: 3,
    inpP75: 0,
  });
  expect(canary!.minutes.map((m) => [m.minute, m.views, m.renders])).toEqual([
    [minute(1).toISOString(), 1, 0],
    [minute(0).toISOString(), 0, 1],
  ]);
}

/**
 * A network's key changes at midnight (UTC), so a window across it holds two keys for one network:
 * the count (of networks, and of those that saw a failure) is the larger day part's, never the sum
 * (which would count a network twice).
 */
export async function checkNetworksAcrossMidnight(db: Db): Promise<void> {
  const at = (iso: string) => new Date(iso);
  const view = (minute: Date, visitor: string, failed = false) => ({
    release: 40,
    minute,
    visitor,
    lcp: null,
    inp: null,
    cls: null,
    failed,
  });
  await db
    .insert(rumViews)
    .values([
      ...['x1', 'y1', 'z1'].map((key) => view(at('2026-11-26T23:57:00Z'), key)),
      view(at('2026-11-26T23:58:00Z'), 'x1', true),
      ...['x2', 'y2'].map((key) => view(at('2026-11-27T00:02:00Z'), key, true)),
    ]);
  const build = { release: 40, manifest: '/m.json', build: null };
  const now = Date.parse('2026-11-27T00:05:00Z');
  const { live } = await sectionHealth(
    db,
    { windowMs: 10 * MINUTE },
    { section: 'news', live: build, canary: null },
    now,
  );
  expect([live.views, live.networks]).toEqual([6, 3]);
  // Failed views from one network before midnight and two after: two networks, not three.
  const witnesses = await breachWitnesses(db, { windowMs: 10 * MINUTE, maxSlowdown: 0.2 }, live, live, now);
  expect(witnesses.errorRate).toBe(2);
}
