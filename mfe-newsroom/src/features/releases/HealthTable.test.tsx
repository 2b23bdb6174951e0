import { render, screen, within } from '@testing-library/react';
import { HealthTable } from './HealthTable';
import { HEALTH_METRICS, type SeriesRow } from './healthFigures';

const [LCP] = HEALTH_METRICS;
// 04:30 and 04:31 UTC: 10:00 and 10:01 in India.
const ROWS: SeriesRow[] = [
  { at: Date.parse('2026-11-26T04:30:00.000Z'), live: 1800, canary: null },
  { at: Date.parse('2026-11-26T04:31:00.000Z'), live: 1900, canary: 2600 },
];

test('says the latest minute in a sentence, live beside canary', () => {
  render(<HealthTable metric={LCP!} rows={ROWS} withCanary />);
  expect(screen.getByText(/पर: लाइव 1,900 ms, कैनरी 2,600 ms$/)).toHaveTextContent(/10:01/);
});

test('every minute in a table on request, a dash where a build measured nothing', async () => {
  const { container } = render(<HealthTable metric={LCP!} rows={ROWS} withCanary />);
  const details = container.querySelector('details')!;
  expect(details).not.toHaveAttribute('open');
  expect(within(details).getByText('p75 LCP: हर मिनट के आँकड़े')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'p75 LCP, मिनट दर मिनट (भारतीय समय)', hidden: true });
  const rows = within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['समय', 'लाइव', 'कैनरी'],
    [expect.stringMatching(/10:00/), '1,800 ms', '—'],
    [expect.stringMatching(/10:01/), '1,900 ms', '2,600 ms'],
  ]);
});

test('without a canary there is no canary column and no canary in the sentence', () => {
  render(<HealthTable metric={LCP!} rows={ROWS} withCanary={false} />);
  expect(screen.getByText(/पर: लाइव 1,900 ms$/)).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'कैनरी', hidden: true })).not.toBeInTheDocument();
});
