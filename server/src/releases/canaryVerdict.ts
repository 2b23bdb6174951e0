import type { BuildHealth, RemoteName } from '@janmat/shared/contracts';
import type { ReleaseSettings } from '../core/releaseSettings';
import type { BreachWitnesses } from './healthFigures';

type Limits = Pick<ReleaseSettings, 'minViews' | 'minNetworks' | 'maxErrorRateIncrease' | 'maxSlowdown' | 'windowMs'>;

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
  networks: health.networks,
  errorRate: health.errorRate,
  lcpP75: health.lcpP75,
  inpP75: health.inpP75,
});

/** A canary's p75 more than `maxSlowdown` above live's (only when both measured it). */
const slower = (canary: number | null, live: number | null, maxSlowdown: number): boolean =>
  canary !== null && live !== null && canary > live * (1 + maxSlowdown);

/** Whether a build's readers are enough to judge by: enough views, from enough distinct networks. */
const enough = (health: BuildHealth, limits: Limits): boolean =>
  health.views >= limits.minViews && health.networks >= limits.minNetworks;

/** What a verdict records: both builds' figures, the witnesses and the limits they were judged by. */
function verdictFigures(
  live: BuildHealth,
  canary: BuildHealth,
  witnesses: BreachWitnesses,
  limits: Limits,
): Record<string, unknown> {
  return {
    live: summary(live),
    canary: summary(canary),
    witnesses,
    limits: {
      minViews: limits.minViews,
      minNetworks: limits.minNetworks,
      maxErrorRateIncrease: limits.maxErrorRateIncrease,
      maxSlowdown: limits.maxSlowdown,
      windowMs: limits.windowMs,
    },
  };
}

/** A figure on which the canary is worse than live by more than its margin, said in Hindi and in English. */
interface Breach {
  key: keyof BreachWitnesses;
  hindi: string;
  english: string;
}

/** The canary's error rate, if it is more than `maxErrorRateIncrease` above live's. */
function errorRateBreach(
  live: BuildHealth,
  canary: BuildHealth,
  witnesses: BreachWitnesses,
  limits: Limits,
): Breach | undefined {
  const increase = (canary.errorRate ?? 0) - (live.errorRate ?? 0);
  if (!(increase > limits.maxErrorRateIncrease)) return undefined;
  const limit = `+${(limits.maxErrorRateIncrease * 100).toFixed(1)}`;
  const seen = witnesses.errorRate;
  return {
    key: 'errorRate',
    hindi: `त्रुटि दर ${percent(canary.errorRate)}, live ${percent(live.errorRate)} (सीमा ${limit} अंक; ${seen} नेटवर्क में)`,
    english: `error rate ${percent(canary.errorRate)} vs live ${percent(live.errorRate)} (limit ${limit} points; seen in ${seen} networks)`,
  };
}

/** The canary's p75 LCP and INP, each if it is more than `maxSlowdown` slower than live's. */
function slowdownBreaches(
  live: BuildHealth,
  canary: BuildHealth,
  witnesses: BreachWitnesses,
  limits: Limits,
): Breach[] {
  const slowdown = `+${Math.round(limits.maxSlowdown * 100)}%`;
  const timings = [
    ['LCP', 'lcpP75'],
    ['INP', 'inpP75'],
  ] as const;
  return timings
    .filter(([, key]) => slower(canary[key], live[key], limits.maxSlowdown))
    .map(([name, key]) => ({
      key,
      hindi: `p75 ${name} ${ms(canary[key])}, live ${ms(live[key])} (सीमा ${slowdown}; ${witnesses[key]} नेटवर्क में)`,
      english: `p75 ${name} ${ms(canary[key])} vs live ${ms(live[key])} (limit ${slowdown}; seen in ${witnesses[key]} networks)`,
    }));
}

/** The reason a worse canary is rolled back: its confirmed breaches and both builds' readers. */
function worseReason(section: RemoteName, live: BuildHealth, canary: BuildHealth, confirmed: Breach[]): string {
  const views = `${canary.views}/${live.views}`;
  const networks = `${canary.networks}/${live.networks}`;
  return (
    `${section} का canary live से ख़राब: ${confirmed.map((breach) => breach.hindi).join('; ')}; views ${views}, नेटवर्क ${networks}। ` +
    `${section} canary worse than live: ${confirmed.map((breach) => breach.english).join('; ')}; views ${views}, networks ${networks}.`
  );
}

/**
 * Compares a canary with its live build over the window:
 * - too few views, or views from too few distinct networks, on either side: `too-few`, no judgement;
 * - worse than live by more than the configured margins, each breach seen by readers in at least
 *   `minNetworks` distinct networks (`witnesses`, health.ts): `worse`, with a short Hindi and English
 *   reason naming the figures and how many networks they came from. A breach seen in fewer networks
 *   proves nothing either way (`too-few`, with it under `unconfirmed`): so whoever holds addresses in
 *   fewer than `minNetworks` networks cannot roll a canary back, however many real readers there are;
 * - else `healthy`.
 */
export function canaryVerdict(
  section: RemoteName,
  live: BuildHealth,
  canary: BuildHealth,
  witnesses: BreachWitnesses,
  limits: Limits,
): CanaryVerdict {
  const figures = verdictFigures(live, canary, witnesses, limits);
  if (!enough(live, limits) || !enough(canary, limits)) return { kind: 'too-few', figures };
  const measured = [
    errorRateBreach(live, canary, witnesses, limits),
    ...slowdownBreaches(live, canary, witnesses, limits),
  ].filter((breach) => breach !== undefined);
  const confirmed = measured.filter((breach) => witnesses[breach.key] >= limits.minNetworks);
  if (confirmed.length === 0) {
    return measured.length > 0
      ? { kind: 'too-few', figures: { ...figures, unconfirmed: measured.map((breach) => breach.key) } }
      : { kind: 'healthy', figures };
  }
  const breaches = confirmed.map((breach) => breach.key);
  return {
    kind: 'worse',
    breaches,
    reason: worseReason(section, live, canary, confirmed),
    figures: { ...figures, breaches },
  };
}
