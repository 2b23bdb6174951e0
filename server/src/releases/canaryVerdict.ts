import type { BuildHealth, RemoteName } from '@janmat/shared/contracts';
import type { ReleaseSettings } from '../core/releaseSettings';

type Limits = Pick<ReleaseSettings, 'minViews' | 'maxErrorRateIncrease' | 'maxSlowdown' | 'windowMs'>;

/** What the guardrails make of a canary beside its live build. */
export type CanaryVerdict =
  | { kind: 'too-few'; figures: Record<string, unknown> }
  | { kind: 'healthy'; figures: Record<string, unknown> }
  | { kind: 'worse'; breaches: string[]; reason: string; figures: Record<string, unknown> };

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

const summary = (health: BuildHealth) => ({
  release: health.release,
  build: health.build,
  views: health.views,
  errorRate: health.errorRate,
  lcpP75: health.lcpP75,
  inpP75: health.inpP75,
});

/** A canary's p75 more than `maxSlowdown` above live's (only when both measured it). */
const slower = (canary: number | null, live: number | null, maxSlowdown: number): boolean =>
  canary !== null && live !== null && canary > live * (1 + maxSlowdown);

/**
 * Compares a canary with its live build over the window: too few views on either side to judge, worse
 * than live by more than the configured margins (with a short Hindi and English reason naming the
 * figures), or healthy.
 */
export function canaryVerdict(
  section: RemoteName,
  live: BuildHealth,
  canary: BuildHealth,
  limits: Limits,
): CanaryVerdict {
  const figures = {
    live: summary(live),
    canary: summary(canary),
    limits: {
      minViews: limits.minViews,
      maxErrorRateIncrease: limits.maxErrorRateIncrease,
      maxSlowdown: limits.maxSlowdown,
      windowMs: limits.windowMs,
    },
  };
  if (live.views < limits.minViews || canary.views < limits.minViews) return { kind: 'too-few', figures };
  const slowdown = `+${Math.round(limits.maxSlowdown * 100)}%`;
  const hindi: string[] = [];
  const english: string[] = [];
  const breaches: string[] = [];
  const increase = (canary.errorRate ?? 0) - (live.errorRate ?? 0);
  if (increase > limits.maxErrorRateIncrease) {
    breaches.push('errorRate');
    const limit = `+${(limits.maxErrorRateIncrease * 100).toFixed(1)}`;
    hindi.push(`त्रुटि दर ${percent(canary.errorRate)}, live ${percent(live.errorRate)} (सीमा ${limit} अंक)`);
    english.push(`error rate ${percent(canary.errorRate)} vs live ${percent(live.errorRate)} (limit ${limit} points)`);
  }
  for (const [name, key] of [
    ['LCP', 'lcpP75'],
    ['INP', 'inpP75'],
  ] as const) {
    if (!slower(canary[key], live[key], limits.maxSlowdown)) continue;
    breaches.push(key);
    hindi.push(`p75 ${name} ${ms(canary[key])}, live ${ms(live[key])} (सीमा ${slowdown})`);
    english.push(`p75 ${name} ${ms(canary[key])} vs live ${ms(live[key])} (limit ${slowdown})`);
  }
  if (breaches.length === 0) return { kind: 'healthy', figures };
  const views = `${canary.views}/${live.views}`;
  const reason =
    `${section} का canary live से ख़राब: ${hindi.join('; ')}; views ${views}। ` +
    `${section} canary worse than live: ${english.join('; ')}; views ${views}.`;
  return { kind: 'worse', breaches, reason, figures: { ...figures, breaches } };
}

/** The reason written with an automatic promotion. */
export function promotionReason(
  section: RemoteName,
  live: BuildHealth,
  canary: BuildHealth,
  healthyMs: number,
): string {
  const minutes = Math.round(healthyMs / 60_000);
  const figures = `त्रुटि दर ${percent(canary.errorRate)} (live ${percent(live.errorRate)}), p75 LCP ${ms(canary.lcpP75)}, p75 INP ${ms(canary.inpP75)}, views ${canary.views}`;
  const english = `error rate ${percent(canary.errorRate)} (live ${percent(live.errorRate)}), p75 LCP ${ms(canary.lcpP75)}, p75 INP ${ms(canary.inpP75)}, views ${canary.views}`;
  return `${section} का canary ${minutes} मिनट से स्वस्थ: ${figures}। ${section} canary healthy for ${minutes} min: ${english}.`;
}
