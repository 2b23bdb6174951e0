/**
 * Automatic promotion (RELEASE_PROMOTE_AFTER_MS): only after a streak of healthy checks, each with
 * enough readers from enough networks, and never on readers' beacons alone: the server's own renders
 * of the canary must exist in the window and fail no more than live's.
 */
import type { SectionRelease } from '@janmat/shared/contracts';
import { buildOf, GOOD, log, prune, START, start } from '../../test/helpers/releases/guardrailsFakes';
import type { Db } from '../core/db/client';

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  log.info.mockClear();
  log.error.mockClear();
  prune.mockClear();
});
afterEach(() => jest.useRealTimers());

test('promoted once healthy for promoteAfterMs without a break; never when it is 0', async () => {
  const never = start({ live: GOOD, canary: GOOD });
  const run = start({ live: GOOD, canary: GOOD }, { promoteAfterMs: 60_000 });
  await jest.advanceTimersByTimeAsync(60_000);
  // First healthy at 10 s: 60 s of health is reached at 70 s.
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(run.calls.map((c) => [c.action, c.change.expectCanary])).toEqual([['promote', 7]]);
  expect(run.calls[0]!.change.reason).toContain('canary healthy for 1 min');
  expect(run.calls[0]!.change.reason).toContain('networks 40, server renders 30 (errors 0.0%, live 0.0%)');
  expect(run.calls[0]!.change.reason).toContain('नेटवर्क 40, सर्वर renders 30 (त्रुटि 0.0%, live 0.0%)');
  expect(run.calls[0]!.change.figures).toMatchObject({
    healthyMs: 60_000,
    canary: { networks: 40 },
    server: { canary: { renders: 30, errors: 0, errorRate: 0 }, live: { renders: 30, errors: 0 } },
  });
  await jest.advanceTimersByTimeAsync(600_000);
  expect(never.calls).toEqual([]);
  never.guard.stop();
  run.guard.stop();
});

test('a check with too few networks breaks the healthy streak', async () => {
  const run = start({ live: GOOD, canary: GOOD }, { promoteAfterMs: 30_000 });
  await jest.advanceTimersByTimeAsync(30_000); // healthy at 10, 20, 30 s
  run.health.mockImplementationOnce(async (_db: Db, _s: unknown, release: SectionRelease) => ({
    live: buildOf(GOOD, 'live', 3),
    canary: buildOf({ ...GOOD, networks: 1 }, 'canary', release.canary!.release),
  }));
  await jest.advanceTimersByTimeAsync(10_000); // 40 s: one network
  await jest.advanceTimersByTimeAsync(30_000); // healthy again from 50 s
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000); // 80 s: 30 s of health
  expect(run.calls.map((c) => c.action)).toEqual(['promote']);
  run.guard.stop();
});

test('readers’ word alone never promotes: without the server’s own renders of the canary it waits', async () => {
  const unrendered = start({ live: GOOD, canary: { ...GOOD, renders: undefined } }, { promoteAfterMs: 30_000 });
  const zero = start({ live: GOOD, canary: { ...GOOD, renders: [0, 0] } }, { promoteAfterMs: 30_000 });
  await jest.advanceTimersByTimeAsync(600_000);
  expect(unrendered.calls).toEqual([]);
  expect(zero.calls).toEqual([]);
  // Once the server renders it (and well), the streak it kept while readers found it healthy counts.
  unrendered.health.mockImplementation(async (_db: Db, _s: unknown, release: SectionRelease) => ({
    live: buildOf(GOOD, 'live', 3),
    canary: buildOf(GOOD, 'canary', release.canary!.release),
  }));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(unrendered.calls.map((c) => c.action)).toEqual(['promote']);
  unrendered.guard.stop();
  zero.guard.stop();
});

test('a canary whose server renders fail more than live’s by over the margin is not promoted', async () => {
  // 2 of 30 renders failed (6.7 %) against live's 1 of 100 (1 %): over the 2-point margin.
  const failing = start(
    { live: { ...GOOD, renders: [100, 1] }, canary: { ...GOOD, renders: [30, 2] } },
    { promoteAfterMs: 30_000 },
  );
  // 1 of 50 (2 %) against 1 %: within it.
  const within = start(
    { live: { ...GOOD, renders: [100, 1] }, canary: { ...GOOD, renders: [50, 1] } },
    { promoteAfterMs: 30_000 },
  );
  // Live not rendered in the window at all: the canary's renders are held to 0 % + the margin.
  const liveCached = start(
    { live: { ...GOOD, renders: undefined }, canary: { ...GOOD, renders: [100, 1] } },
    { promoteAfterMs: 30_000 },
  );
  await jest.advanceTimersByTimeAsync(600_000);
  expect(failing.calls).toEqual([]);
  expect(within.calls.map((c) => c.action)).toEqual(['promote']);
  expect(liveCached.calls.map((c) => c.action)).toEqual(['promote']);
  for (const run of [failing, within, liveCached]) run.guard.stop();
});

test('failing server renders break the healthy streak', async () => {
  const run = start({ live: GOOD, canary: GOOD }, { promoteAfterMs: 30_000 });
  await jest.advanceTimersByTimeAsync(30_000); // healthy at 10, 20, 30 s
  run.health.mockImplementationOnce(async (_db: Db, _s: unknown, release: SectionRelease) => ({
    live: buildOf(GOOD, 'live', 3),
    canary: buildOf({ ...GOOD, renders: [30, 30] }, 'canary', release.canary!.release),
  }));
  await jest.advanceTimersByTimeAsync(10_000); // 40 s: every render failed
  await jest.advanceTimersByTimeAsync(30_000); // healthy again from 50 s
  expect(run.calls).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000); // 80 s: 30 s of health
  expect(run.calls.map((c) => c.action)).toEqual(['promote']);
  run.guard.stop();
});
