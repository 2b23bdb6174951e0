import type { BuildHealth } from '@janmat/shared/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { muted } from '../common/cardStyles';
import { HealthTable } from './HealthTable';
import { alignSeries, type HealthMetric, hasFigures } from './healthFigures';
import { caption, figure } from './releaseStyles';

// The chart library comes in a chunk of its own, only when a chart is drawn on this page.
const HealthPlot = lazy(() =>
  import(/* webpackChunkName: "newsroom-charts" */ './HealthPlot').then((m) => ({ default: m.HealthPlot })),
);

interface HealthChartProps {
  metric: HealthMetric;
  live: BuildHealth;
  canary: BuildHealth | null;
}

/** One health figure of a section over time, live beside canary, with its figures as text. */
export function HealthChart({ metric, live, canary }: HealthChartProps) {
  const rows = useMemo(() => alignSeries(metric, live.minutes, canary?.minutes), [metric, live, canary]);
  const withCanary = canary !== null;
  return (
    <figure css={figure}>
      <figcaption css={caption}>
        {metric.label}
        {withCanary ? ' — लाइव (नीली रेखा) और कैनरी (लाल टूटी रेखा)' : ' — लाइव (नीली रेखा)'}
      </figcaption>
      {hasFigures(rows) ? (
        <>
          <Suspense fallback={<div css={{ minHeight: 180 }} />}>
            <HealthPlot label={metric.label} rows={rows} withCanary={withCanary} format={metric.format} />
          </Suspense>
          <HealthTable metric={metric} rows={rows} withCanary={withCanary} />
        </>
      ) : (
        <p css={muted}>अभी कोई आँकड़े नहीं</p>
      )}
    </figure>
  );
}
