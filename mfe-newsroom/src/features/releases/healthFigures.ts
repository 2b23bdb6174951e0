import type { BuildMinute } from '@janmat/shared/contracts';

const WHOLE = new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 2 });

/** A figure as shown, with its unit; '—' when nothing was measured. */
export const formatMs = (value: number | null) => (value === null ? '—' : `${WHOLE.format(value)} ms`);
export const formatCount = (value: number) => WHOLE.format(value);
/** `share` is a fraction (0.012 → «1.2%»). */
export const formatShare = (share: number | null) => (share === null ? '—' : `${PERCENT.format(share * 100)}%`);

/** A minute's error rate as a fraction of its views; null without views. */
const minuteErrorRate = (minute: BuildMinute) => (minute.views > 0 ? minute.errorViews / minute.views : null);

/** One figure charted over time. */
export interface HealthMetric {
  key: 'lcp' | 'inp' | 'errors';
  label: string;
  /** The minute's value, in the chart's unit (ms, or % for errors). */
  valueOf: (minute: BuildMinute) => number | null;
  format: (value: number | null) => string;
}

export const HEALTH_METRICS: readonly HealthMetric[] = [
  { key: 'lcp', label: 'p75 LCP', valueOf: (m) => m.lcpP75, format: formatMs },
  { key: 'inp', label: 'p75 INP', valueOf: (m) => m.inpP75, format: formatMs },
  {
    key: 'errors',
    label: 'त्रुटि दर',
    valueOf: (m) => {
      const rate = minuteErrorRate(m);
      return rate === null ? null : rate * 100;
    },
    format: (value) => formatShare(value === null ? null : value / 100),
  },
];

/** One row of a chart's figures: the minute (ms since 1970) and each build's value then. */
export interface SeriesRow {
  at: number;
  live: number | null;
  canary: number | null;
}

/**
 * The minutes of the live and canary builds side by side, oldest first: one row per minute either
 * reported, null where a build has no figure for it.
 */
export function alignSeries(metric: HealthMetric, live: BuildMinute[], canary: BuildMinute[] = []): SeriesRow[] {
  const rows = new Map<number, SeriesRow>();
  const add = (minutes: BuildMinute[], role: 'live' | 'canary') => {
    for (const minute of minutes) {
      const at = Date.parse(minute.minute);
      if (Number.isNaN(at)) continue;
      const row = rows.get(at) ?? { at, live: null, canary: null };
      row[role] = metric.valueOf(minute);
      rows.set(at, row);
    }
  };
  add(live, 'live');
  add(canary, 'canary');
  return [...rows.values()].sort((a, b) => a.at - b.at);
}

/** Whether any row has a figure to draw. */
export const hasFigures = (rows: SeriesRow[]) => rows.some((row) => row.live !== null || row.canary !== null);

const MINUTE_IST = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });

/** A minute's start as India time of day (the charts cover recent minutes). */
export const formatMinuteIst = (at: number) => MINUTE_IST.format(new Date(at));
