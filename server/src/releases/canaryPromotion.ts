import type { BuildHealth, RemoteName } from '@janmat/shared/contracts';
import type { ReleaseSettings } from '../core/releaseSettings';

/** A build's renders by the server itself over the window (render_minutes), and the share that failed. */
export interface ServerRenders {
  renders: number;
  errors: number;
  errorRate: number | null;
}

const serverRenders = (health: BuildHealth): ServerRenders => {
  const renders = health.minutes.reduce((sum, minute) => sum + minute.renders, 0);
  const errors = health.minutes.reduce((sum, minute) => sum + minute.renderErrors, 0);
  return { renders, errors, errorRate: renders > 0 ? errors / renders : null };
};

/**
 * What the server's own renders say of a canary beside live: `worse` when the canary's render error
 * rate exceeds live's by more than `maxErrorRateIncrease`, `none` when the server has not rendered
 * it in the window, else `healthy`. Only the server writes these figures (nobody outside can post
 * them), so a canary is promoted only when they too are healthy: readers' beacons alone never promote.
 */
export function serverVerdict(
  live: BuildHealth,
  canary: BuildHealth,
  limits: Pick<ReleaseSettings, 'maxErrorRateIncrease'>,
): { kind: 'healthy' | 'worse' | 'none'; figures: { live: ServerRenders; canary: ServerRenders } } {
  const figures = { live: serverRenders(live), canary: serverRenders(canary) };
  if (figures.canary.errorRate === null) return { kind: 'none', figures };
  const increase = figures.canary.errorRate - (figures.live.errorRate ?? 0);
  return { kind: increase > limits.maxErrorRateIncrease ? 'worse' : 'healthy', figures };
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

/** The reason written with an automatic promotion: readers' figures, their networks and the server's renders. */
export function promotionReason(
  section: RemoteName,
  live: BuildHealth,
  canary: BuildHealth,
  server: { live: ServerRenders; canary: ServerRenders },
  healthyMs: number,
): string {
  const minutes = Math.round(healthyMs / 60_000);
  const timings = `p75 LCP ${ms(canary.lcpP75)}, p75 INP ${ms(canary.inpP75)}`;
  const renders = `${server.canary.renders}`;
  const renderRates = `${percent(server.canary.errorRate)}, live ${percent(server.live.errorRate)}`;
  const hindi =
    `त्रुटि दर ${percent(canary.errorRate)} (live ${percent(live.errorRate)}), ${timings}, views ${canary.views}, ` +
    `नेटवर्क ${canary.networks}, सर्वर renders ${renders} (त्रुटि ${renderRates})`;
  const english =
    `error rate ${percent(canary.errorRate)} (live ${percent(live.errorRate)}), ${timings}, views ${canary.views}, ` +
    `networks ${canary.networks}, server renders ${renders} (errors ${renderRates})`;
  return `${section} का canary ${minutes} मिनट से स्वस्थ: ${hindi}। ${section} canary healthy for ${minutes} min: ${english}.`;
}
