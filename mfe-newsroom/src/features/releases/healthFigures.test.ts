import type { BuildMinute } from '@janmat/shared/contracts';
import { alignSeries, formatMs, formatShare, HEALTH_METRICS, hasFigures } from './healthFigures';

const minute = (at: string, more: Partial<BuildMinute> = {}): BuildMinute => ({
  minute: at,
  views: 10,
  errorViews: 0,
  lcpP75: 1200,
  inpP75: 80,
  clsP75: 0.01,
  renders: 10,
  renderErrors: 0,
  renderP75: 40,
  ...more,
});

const [lcp, , errors] = HEALTH_METRICS;

test('live and canary minutes line up by time, oldest first, null where a build did not report', () => {
  const live = [minute('2026-11-26T05:02:00.000Z', { lcpP75: 1300 }), minute('2026-11-26T05:01:00.000Z')];
  const canary = [minute('2026-11-26T05:02:00.000Z', { lcpP75: 2500 }), minute('2026-11-26T05:03:00.000Z')];
  expect(alignSeries(lcp!, live, canary)).toEqual([
    { at: Date.parse('2026-11-26T05:01:00.000Z'), live: 1200, canary: null },
    { at: Date.parse('2026-11-26T05:02:00.000Z'), live: 1300, canary: 2500 },
    { at: Date.parse('2026-11-26T05:03:00.000Z'), live: null, canary: 1200 },
  ]);
});

test('the error rate is charted in percent of a minute’s views; a minute without views has none', () => {
  const rows = alignSeries(errors!, [
    minute('2026-11-26T05:01:00.000Z', { views: 8, errorViews: 2 }),
    minute('2026-11-26T05:02:00.000Z', { views: 0, errorViews: 0 }),
  ]);
  expect(rows.map((row) => row.live)).toEqual([25, null]);
  expect(errors!.format(25)).toBe('25%');
  expect(hasFigures(rows)).toBe(true);
  expect(hasFigures(alignSeries(errors!, [minute('2026-11-26T05:02:00.000Z', { views: 0 })]))).toBe(false);
  expect(hasFigures([])).toBe(false);
});

test('figures read with their units, a dash when nothing was measured', () => {
  expect(formatMs(2480.4)).toBe('2,480 ms');
  expect(formatMs(null)).toBe('—');
  expect(formatShare(0.0125)).toBe('1.25%');
  expect(formatShare(null)).toBe('—');
});
