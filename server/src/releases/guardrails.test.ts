import { fakeRegistry, GOOD, log, prune, START, start } from '../../test/helpers/releases/guardrailsFakes';
import { GUARDRAIL_ACTOR } from './registry';

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  log.info.mockClear();
  log.error.mockClear();
  prune.mockClear();
});
afterEach(() => jest.useRealTimers());

test('a canary erring more than live by over the margin is rolled back, with the figures and their networks', async () => {
  const { calls, guard, health } = start({ live: GOOD, canary: { ...GOOD, networks: 25, errorRate: 0.2 } });
  await jest.advanceTimersByTimeAsync(9_999);
  expect(health).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(1);
  const { action, section, change } = calls[0]!;
  expect([action, section]).toEqual(['rollback', 'news']);
  expect(change.actor).toBe(GUARDRAIL_ACTOR);
  expect(change.expectCanary).toBe(7);
  expect(change.reason).toContain('त्रुटि दर 20.0%, live 1.0%');
  expect(change.reason).toContain('error rate 20.0% vs live 1.0% (limit +2.0 points');
  // How many readers' networks the figures came from (canary/live), and saw the breach.
  expect(change.reason).toContain('(सीमा +2.0 अंक; 25 नेटवर्क में); views 100/100, नेटवर्क 25/40।');
  expect(change.reason).toContain('(limit +2.0 points; seen in 25 networks); views 100/100, networks 25/40.');
  expect(change.figures).toMatchObject({
    live: { release: 3, views: 100, networks: 40, errorRate: 0.01 },
    canary: { release: 7, networks: 25, errorRate: 0.2 },
    witnesses: { errorRate: 25 },
    limits: { minViews: 50, minNetworks: 20, maxErrorRateIncrease: 0.02 },
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
  expect(lcp.calls[0]!.change.reason).toContain('p75 LCP 2401 ms vs live 2000 ms (limit +20%; seen in 40 networks)');
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

test('views from too few networks on either side: no judgement, however many views and however bad', async () => {
  // 19 networks posting 1,000 failed views: what someone with addresses in 19 /24s could do.
  const fewCanary = start({ live: GOOD, canary: { ...GOOD, views: 1_000, networks: 19, errorRate: 1 } });
  const fewLive = start({ live: { ...GOOD, networks: 3 }, canary: { ...GOOD, errorRate: 1 } });
  const enough = start({ live: { ...GOOD, networks: 20 }, canary: { ...GOOD, networks: 20, errorRate: 1 } });
  const setting = start({ live: GOOD, canary: { ...GOOD, errorRate: 1 } }, { minNetworks: 41 });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fewCanary.calls).toEqual([]);
  expect(fewLive.calls).toEqual([]);
  expect(setting.calls).toEqual([]);
  expect(enough.calls.map((c) => c.action)).toEqual(['rollback']);
  for (const run of [fewCanary, fewLive, enough, setting]) run.guard.stop();
});

test('a breach seen in too few networks proves nothing, however many readers there are; seen in enough it does', async () => {
  // 40 networks of readers, but the errors (or the slow pages) came from 19 of them.
  const errors = start({ live: GOOD, canary: { ...GOOD, errorRate: 0.3, witnesses: { errorRate: 19 } } });
  const slow = start({ live: GOOD, canary: { ...GOOD, lcpP75: 9000, witnesses: { lcpP75: 19 } } });
  // Both slow and erring: the error is seen widely, the slowness is not; only the error is named.
  const both = start({
    live: GOOD,
    canary: { ...GOOD, errorRate: 0.3, inpP75: 900, witnesses: { errorRate: 20, inpP75: 2 } },
  });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(errors.calls).toEqual([]);
  expect(slow.calls).toEqual([]);
  expect(both.calls.map((c) => c.change.figures?.breaches)).toEqual([['errorRate']]);
  expect(both.calls[0]!.change.reason).not.toContain('INP');
  // The witnesses were asked of the canary beside its live build.
  expect(errors.witnesses).toHaveBeenCalledWith(
    expect.anything(),
    expect.objectContaining({ maxSlowdown: 0.2 }),
    expect.objectContaining({ role: 'live', release: 3 }),
    expect.objectContaining({ role: 'canary', release: 7 }),
    expect.any(Number),
  );
  for (const run of [errors, slow, both]) run.guard.stop();
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
