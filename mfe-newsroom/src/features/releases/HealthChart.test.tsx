import { render, screen } from '@testing-library/react';
import { health, minute } from '../../test/releaseFixtures';
import { HealthChart } from './HealthChart';
import { HEALTH_METRICS } from './healthFigures';

// uPlot draws on a canvas, which jsdom has not: the chart's own chunk is stood in for by its figures.
jest.mock('./HealthPlot', () => ({
  HealthPlot: ({ label, rows, withCanary }: { label: string; rows: unknown[]; withCanary: boolean }) => (
    <div data-testid="plot">{`${label}: ${rows.length} मिनट${withCanary ? ', कैनरी के साथ' : ''}`}</div>
  ),
}));

const [LCP, , ERRORS] = HEALTH_METRICS;

test('live beside canary: the caption names both lines, the chart gets every minute either reported', async () => {
  const canary = health(9, 'canary', { minutes: [minute('2026-11-26T04:32:00.000Z', { lcpP75: 2600 })] });
  render(<HealthChart metric={LCP!} live={health(7, 'live')} canary={canary} />);
  expect(screen.getByText('p75 LCP — लाइव (नीली रेखा) और कैनरी (लाल टूटी रेखा)')).toBeInTheDocument();
  expect(await screen.findByTestId('plot')).toHaveTextContent('p75 LCP: 3 मिनट, कैनरी के साथ');
  expect(screen.getByText(/पर: लाइव —, कैनरी 2,600 ms$/)).toBeInTheDocument();
});

test('live alone: the caption names one line', async () => {
  render(<HealthChart metric={ERRORS!} live={health(7, 'live')} canary={null} />);
  expect(screen.getByText('त्रुटि दर — लाइव (नीली रेखा)')).toBeInTheDocument();
  // One error in 40 views each minute.
  expect(screen.getByText(/पर: लाइव 2.5%$/)).toBeInTheDocument();
  expect(await screen.findByTestId('plot')).toHaveTextContent('त्रुटि दर: 2 मिनट');
});

test('minutes without a figure draw no chart and say so', () => {
  const quiet = health(7, 'live', { minutes: [minute('2026-11-26T04:30:00.000Z', { lcpP75: null })] });
  render(<HealthChart metric={LCP!} live={quiet} canary={null} />);
  expect(screen.getByText('अभी कोई आँकड़े नहीं')).toBeInTheDocument();
  expect(screen.queryByTestId('plot')).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
});
