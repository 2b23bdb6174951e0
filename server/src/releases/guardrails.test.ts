import type { BuildHealth, RemoteName, SectionRelease } from '@janmat/shared/contracts';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { type ReleaseSettings, releaseSettings } from '../core/releaseSettings';
import { startGuardrails } from './guardrails';
import type { sectionHealth } from './health';
import { GUARDRAIL_ACTOR, type ReleaseChange, type ReleaseRegistry } from './registry';

/** The release settings as the server has them when none is set. */
const SETTINGS = releaseSettings({});
const START = Date.parse('2026-11-26T08:00:00Z');

type Figures = Pick<BuildHealth, 'views' | 'errorRate' | 'lcpP75' | 'inpP75'>;
const GOOD: Figures = { views: 100, errorRate: 0.01, lcpP75: 2000, inpP75: 150 };

/** A registry holding one canary of news (release 7 over live 3); promote/rollback honour expectCanary. */
function fakeRegistry() {
  let news: SectionRelease = {
    section: 'news',
    live: { release: 3, manifest: '/a/mf-manifest.json', build: 'a' },
    canary: {
      release: 7,
      manifest: '/b/mf-manifest.json',
      build: 'b',
      percent: 10,
      since: new Date(START).toISOString(),
    },
  };
  const calls: { action: 'promote' | 'rollback'; section: RemoteName; change: ReleaseChange }[] = [];
  const act = (action: 'promote' | 'rollback') =>
    jest.fn(async (section: RemoteName, change: ReleaseChange) => {
      if (!news.canary || (change.expectCanary !== undefined && change.expectCanary !== news.canary.release)) {
        return undefined;
      }
      calls.push({ action, section, change });
      news = { ...news, live: action === 'promote' ? news.canary : news.live, canary: null };
      return news;
    });
  const registry = {
    sections: () => [news, { ...news, section: 'media' as const, canary: null }],
    promote: act('promote'),
    rollback: act('rollback'),
  } as unknown as ReleaseRegistry;
  return { registry, calls };
}

function fakeHealth(figures: { live: Figures; canary: Figures }) {
  const build = (role: 'live' | 'canary', release: SectionRelease): BuildHealth => ({
    ...(role === 'live' ? figures.live : figures.canary),
    release: role === 'live' ? release.live.release : release.canary!.release,
    build: null,
    role,
    minutes: [],
  });
  return jest.fn(async (_db: Db, _settings: unknown, release: SectionRelease) => ({
    live: build('live', release),
    canary: release.canary ? build('canary', release) : null,
  })) as unknown as typeof sectionHealth & jest.Mock;
}

const log = { info: jest.fn(), error: jest.fn() };
const prune = jest.fn(async () => undefined);

function start(
  figures: { live: Figures; canary: Figures },
  settings: Partial<ReleaseSettings> = {},
  fake = fakeRegistry(),
) {
  const health = fakeHealth(figures);
  const guard = startGuardrails(
    { db: {} as Db, config: { releases: { ...SETTINGS, ...settings } } as ServerConfig, releases: fake.registry },
    { health, log, prune },
  );
  return { ...fake, health, guard };
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  log.info.mockClear();
  log.error.mockClear();
  prune.mockClear();
});
afterEach(() => jest.useRealTimers());

test('a canary erring more than live by over the margin is rolled back, with the figures', async () => {
  const { calls, guard, health } = start({ live: GOOD, canary: { ...GOOD, errorRate: 0.2 } });
  await jest.advanceTimersByTimeAsync(9_999);
  expect(health).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(1);
  const { action, section, change } = calls[0]!;
  expect([action, section]).toEqual(['rollback', 'news']);
  expect(change.actor).toBe(GUARDRAIL_ACTOR);
  expect(change.expectCanary).toBe(7);
  expect(change.reason).toContain('त्रुटि दर 20.0%, live 1.0%');
  expect(change.reason).toContain('error rate 20.0% vs live 1.0% (limit +2.0 points)');
  expect(change.figures).toMatchObject({
    live: { release: 3, views: 100, errorRate: 0.01 },
    canary: { release: 7, errorRate: 0.2 },
    limits: { minViews: 50, maxErrorRateIncrease: 0.02 },
    breaches: ['errorRate'],
  });
  // Gone: the next checks find no canary to judge.
  await jest.advanceTimersByTimeAsync(30_000);
  expect(calls).toHaveLength(1);
  guard.stop();
});

test('slower p75 LCP or INP beyond the margin rolls back; within it does not', async () => {
  const lcp = start({ live: GOOD, canary: { ...GOOD, lcpP75: 2401 } });
  const inp = start({ live: GOOD, canary: { ...GOOD, inpP75: 181 } });
  const fine = start({ live: GOOD, canary: { ...GOOD, lcpP75: 2400, inpP75: 180, errorRate: 0.03 } });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(lcp.calls.map((c) => c.change.figures?.breaches)).toEqual([['lcpP75']]);
  expect(lcp.calls[0]!.change.reason).toContain('p75 LCP 2401 ms vs live 2000 ms (limit +20%)');
  expect(inp.calls.map((c) => c.change.figures?.breaches)).toEqual([['inpP75']]);
  expect(fine.calls).toEqual([]);
  for (const run of [lcp, inp, fine]) run.guard.stop();
});

test('too few views on either side: no judgement, however bad', async () => {
  const few = start({ live: GOOD, canary: { ...GOOD, views: 49, errorRate: 1 } });
  const fewLive = start({ live: { ...GOOD, views: 10 }, canary: { ...GOOD, errorRate: 1 } });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(few.calls).toEqual([]);
  expect(fewLive.calls).toEqual([]);
  few.guard.stop();
  fewLive.guard.stop();
});

test('promoted once healthy for promoteAfterMs without a break; never when it is 0', async () => {
  const never = start({ live: GOOD, canary: GOOD });
  const run = start({ live: GOOD, canary: GOOD }, { promoteAfterMs: 60_000 });
  await jest.advanceTimersByTimeAsync(60_000);
  // First healthy at 10 s: 60 s of health is reached at 70 s.
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(run.calls.map((c) => [c.action, c.change.expectCanary])).toEqual([['promote', 7]]);
  expect(run.calls[0]!.change.reason).toContain('canary healthy for 1 min');
  expect(run.calls[0]!.change.figures).toMatchObject({ healthyMs: 60_000 });
  await jest.advanceTimersByTimeAsync(600_000);
  expect(never.calls).toEqual([]);
  never.guard.stop();
  run.guard.stop();
});

test('a check with too few views breaks the healthy streak', async () => {
  const run = start({ live: GOOD, canary: GOOD }, { promoteAfterMs: 30_000 });
  await jest.advanceTimersByTimeAsync(30_000); // healthy at 10, 20, 30 s
  run.health.mockImplementationOnce(async (_db: Db, _s: unknown, release: SectionRelease) => ({
    live: { ...GOOD, release: 3, build: null, role: 'live', minutes: [] },
    canary: { ...GOOD, views: 1, release: release.canary!.release, build: null, role: 'canary', minutes: [] },
  }));
  await jest.advanceTimersByTimeAsync(10_000); // 40 s: too few
  await jest.advanceTimersByTimeAsync(30_000); // healthy again from 50 s
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000); // 80 s: 30 s of health
  expect(run.calls.map((c) => c.action)).toEqual(['promote']);
  run.guard.stop();
});

test('two processes judging the same canary: one rollback, the other a no-op', async () => {
  const shared = fakeRegistry();
  const bad = { live: GOOD, canary: { ...GOOD, errorRate: 0.5 } };
  // The second process has not yet heard of the first one's change: it still sees the canary.
  const stale = shared.registry.sections();
  const a = start(bad, {}, shared);
  const b = start(bad, {}, { ...shared, registry: { ...shared.registry, sections: () => stale } });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(shared.registry.rollback).toHaveBeenCalledTimes(2);
  expect(shared.calls).toHaveLength(1);
  expect(log.info).toHaveBeenCalledTimes(1);
  a.guard.stop();
  b.guard.stop();
});

test('a failing health read is logged and the next check runs; stop() ends the checks', async () => {
  const run = start({ live: GOOD, canary: { ...GOOD, errorRate: 0.5 } });
  run.health.mockRejectedValueOnce(new Error('database down'));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ section: 'news' }), 'guardrail check failed');
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(run.calls).toHaveLength(1);
  const stopped = start({ live: GOOD, canary: { ...GOOD, errorRate: 0.5 } });
  stopped.guard.stop();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(stopped.health).not.toHaveBeenCalled();
  run.guard.stop();
});

test('old figures are deleted at the first check and then once an hour', async () => {
  const run = start({ live: GOOD, canary: GOOD });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(prune).toHaveBeenCalledWith(expect.anything(), 600_000, START + 10_000);
  await jest.advanceTimersByTimeAsync(3_590_000);
  expect(prune).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(prune).toHaveBeenCalledTimes(2);
  prune.mockRejectedValueOnce(new Error('database down'));
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(log.error).toHaveBeenCalledWith(expect.anything(), 'old health figures not deleted');
  run.guard.stop();
});
