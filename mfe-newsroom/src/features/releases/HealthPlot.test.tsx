import { render } from '@testing-library/react';
import type uPlot from 'uplot';
import { HealthPlot } from './HealthPlot';
import { HEALTH_METRICS, type SeriesRow } from './healthFigures';

// uPlot draws on a canvas, which jsdom has not: what the chart is asked to draw is checked instead.
const charts: { options: uPlot.Options; data: uPlot.AlignedData; destroy: jest.Mock; setSize: jest.Mock }[] = [];
jest.mock('uplot', () => {
  const Chart = jest.fn().mockImplementation((options: uPlot.Options, data: uPlot.AlignedData) => {
    const chart = { options, data, destroy: jest.fn(), setSize: jest.fn() };
    charts.push(chart);
    return chart;
  });
  Object.assign(Chart, { tzDate: (date: Date, zone: string) => ({ date, zone }) });
  return { __esModule: true, default: Chart };
});

const [LCP] = HEALTH_METRICS;
const ROWS: SeriesRow[] = [
  { at: Date.parse('2026-11-26T04:30:00.000Z'), live: 1800, canary: null },
  { at: Date.parse('2026-11-26T04:31:00.000Z'), live: 1900, canary: 2600 },
];

beforeEach(() => {
  charts.length = 0;
});

test('live solid, canary dashed, by the minute in India time, the axis in the figure’s unit; hidden from screen readers', () => {
  const { container } = render(<HealthPlot label="p75 LCP" rows={ROWS} withCanary format={LCP!.format} />);
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  const [chart] = charts;
  expect(chart!.data).toEqual([
    [1795667400, 1795667460],
    [1800, 1900],
    [null, 2600],
  ]);
  const [, live, canary] = chart!.options.series;
  expect(live).toMatchObject({ label: 'p75 LCP: लाइव' });
  expect(live!.dash).toBeUndefined();
  expect(canary).toMatchObject({ label: 'p75 LCP: कैनरी', dash: [6, 4] });
  expect(chart!.options.tzDate!(1795667400)).toEqual({
    date: new Date('2026-11-26T04:30:00.000Z'),
    zone: 'Asia/Kolkata',
  });
  const values = chart!.options.axes![1]!.values as (u: uPlot, values: number[]) => string[];
  expect(values({} as uPlot, [1500, 2000])).toEqual(['1,500 ms', '2,000 ms']);
  // jsdom has no layout: the chart takes its narrowest width.
  expect(chart!.options.width).toBe(240);
});

test('live alone draws one line; leaving the page takes the chart down', () => {
  const { unmount } = render(<HealthPlot label="p75 INP" rows={ROWS} withCanary={false} format={LCP!.format} />);
  const [chart] = charts;
  expect(chart!.options.series).toHaveLength(2);
  expect(chart!.data).toHaveLength(2);
  expect(chart!.destroy).not.toHaveBeenCalled();
  unmount();
  expect(chart!.destroy).toHaveBeenCalledTimes(1);
});

test('new figures redraw the chart; the old one is taken down first', () => {
  const { rerender } = render(<HealthPlot label="p75 LCP" rows={ROWS} withCanary format={LCP!.format} />);
  rerender(<HealthPlot label="p75 LCP" rows={ROWS.slice(1)} withCanary format={LCP!.format} />);
  expect(charts).toHaveLength(2);
  expect(charts[0]!.destroy).toHaveBeenCalledTimes(1);
  expect(charts[1]!.data[0]).toEqual([1795667460]);
});
