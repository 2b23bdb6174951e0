import type { SectionRelease } from '@janmat/shared/contracts';
import type { Db } from '../core/db/client';
import { rumViews } from '../core/db/schema';
import { sectionHealth } from './health';
import { RenderRecorder } from './renderHealth';

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
  const recorder = new RenderRecorder(db, { now: () => clock, flushMs: 1_000_000 });
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

  expect(canary).toMatchObject({ release: 2, build: 'b2', role: 'canary', views: 1, errorRate: 1, lcpP75: 5000 });
  expect(canary!.minutes.map((m) => [m.minute, m.views, m.renders])).toEqual([
    [minute(1).toISOString(), 1, 0],
    [minute(0).toISOString(), 0, 1],
  ]);
}
