import type { BuildHealth } from '@janmat/shared/contracts';
import { canaryVerdict } from './canaryVerdict';

const limits = { minViews: 100, minNetworks: 3, maxErrorRateIncrease: 0.01, maxSlowdown: 0.2, windowMs: 60_000 };
const build = (role: 'live' | 'canary', figures: Partial<BuildHealth> = {}): BuildHealth => ({
  release: role === 'live' ? 1 : 2,
  build: role,
  role,
  views: 500,
  networks: 10,
  errorRate: 0.01,
  lcpP75: 2000,
  inpP75: 200,
  minutes: [],
  ...figures,
});
const live = build('live');
const seenEverywhere = { errorRate: 5, lcpP75: 5, inpP75: 5 };

describe('canaryVerdict', () => {
  it('judges nothing while either build has too few views or networks', () => {
    expect(canaryVerdict('news', live, build('canary', { views: 99 }), seenEverywhere, limits).kind).toBe('too-few');
    expect(canaryVerdict('news', build('live', { networks: 2 }), build('canary'), seenEverywhere, limits).kind).toBe(
      'too-few',
    );
  });

  it('is healthy within the margins', () => {
    const canary = build('canary', { errorRate: 0.019, lcpP75: 2400, inpP75: 240 });
    expect(canaryVerdict('news', live, canary, seenEverywhere, limits)).toMatchObject({
      kind: 'healthy',
      figures: { witnesses: seenEverywhere, limits },
    });
  });

  it('is worse on each breach seen in enough networks, and says so in Hindi and English', () => {
    const canary = build('canary', { errorRate: 0.05, lcpP75: 3000, inpP75: 200 });
    const verdict = canaryVerdict('news', live, canary, { errorRate: 4, lcpP75: 3, inpP75: 0 }, limits);
    expect(verdict).toMatchObject({ kind: 'worse', breaches: ['errorRate', 'lcpP75'] });
    expect(verdict.kind === 'worse' && verdict.reason).toBe(
      'news का canary live से ख़राब: त्रुटि दर 5.0%, live 1.0% (सीमा +1.0 अंक; 4 नेटवर्क में); ' +
        'p75 LCP 3000 ms, live 2000 ms (सीमा +20%; 3 नेटवर्क में); views 500/500, नेटवर्क 10/10। ' +
        'news canary worse than live: error rate 5.0% vs live 1.0% (limit +1.0 points; seen in 4 networks); ' +
        'p75 LCP 3000 ms vs live 2000 ms (limit +20%; seen in 3 networks); views 500/500, networks 10/10.',
    );
  });

  it('leaves out of the reason a breach seen in too few networks', () => {
    const canary = build('canary', { errorRate: 0.05, inpP75: 900 });
    const verdict = canaryVerdict('news', live, canary, { errorRate: 1, lcpP75: 0, inpP75: 3 }, limits);
    expect(verdict).toMatchObject({ kind: 'worse', breaches: ['inpP75'] });
    expect(verdict.kind === 'worse' && verdict.reason).not.toMatch(/error rate|त्रुटि/);
  });

  it('proves nothing when every breach was seen in too few networks', () => {
    const canary = build('canary', { errorRate: 0.05, inpP75: 900 });
    const verdict = canaryVerdict('news', live, canary, { errorRate: 2, lcpP75: 0, inpP75: 1 }, limits);
    expect(verdict).toMatchObject({ kind: 'too-few', figures: { unconfirmed: ['errorRate', 'inpP75'] } });
  });
});
