import { theme } from '@janmat/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { SeriesRow } from './healthFigures';

interface HealthPlotProps {
  /** The figure's name (the series' labels). */
  label: string;
  rows: SeriesRow[];
  /** Draws the canary's line beside live's. */
  withCanary: boolean;
  format: (value: number | null) => string;
}

const HEIGHT = 180;
const IST = 'Asia/Kolkata';

/** The few rules of uPlot's stylesheet the chart needs (no CSS loader in the build). */
const plotStyles = {
  minHeight: HEIGHT,
  '& .u-wrap': { position: 'relative', userSelect: 'none' },
  '& .u-over, & .u-under, & .u-axis': { position: 'absolute' },
  '& .u-under': { overflow: 'hidden' },
  '& canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
} as const;

/** A colour token's value in the page's theme: the canvas draws with colours, not custom properties. */
function painted(token: string): string {
  const property = /^var\((--[\w-]+)\)$/.exec(token)?.[1];
  return (property && getComputedStyle(document.documentElement).getPropertyValue(property).trim()) || token;
}

function optionsOf({ label, withCanary, format }: HealthPlotProps, width: number): uPlot.Options {
  const axis = { stroke: painted(theme.colors.textMuted), grid: { stroke: painted(theme.colors.border), width: 1 } };
  const series: uPlot.Series[] = [
    {},
    { label: `${label}: लाइव`, stroke: painted(theme.colors.link), width: 2, spanGaps: false },
  ];
  if (withCanary)
    series.push({ label: `${label}: कैनरी`, stroke: painted(theme.colors.brandText), width: 2, dash: [6, 4] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), IST),
    series,
    axes: [axis, { ...axis, size: 70, values: (_u, values) => values.map((v) => format(v)) }],
  };
}

function dataOf({ rows, withCanary }: HealthPlotProps): uPlot.AlignedData {
  const xs = rows.map((row) => row.at / 1000);
  const live = rows.map((row) => row.live);
  return withCanary ? [xs, live, rows.map((row) => row.canary)] : [xs, live];
}

/**
 * A health figure over time as a uPlot line chart (live solid blue, canary dashed red), as wide as its
 * box. Loaded in a chunk of its own, only by the release page; the figures beside it are its text.
 */
export function HealthPlot({ label, rows, withCanary, format }: HealthPlotProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const widthOf = () => Math.max(element.clientWidth, 240);
    const shown = { label, rows, withCanary, format };
    const plot = new uPlot(optionsOf(shown, widthOf()), dataOf(shown), element);
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => plot.setSize({ width: widthOf(), height: HEIGHT }))
        : undefined;
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [label, rows, withCanary, format]);
  return <div ref={box} css={plotStyles} aria-hidden="true" />;
}
