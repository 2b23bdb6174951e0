import { ROUTES } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { SEAT } from './resultsFixtures';
import { SeatPage } from './SeatPage';

describe('SeatPage', () => {
  it('lists the candidates with Indian digit grouping, shares and status, the margin and the rounds', async () => {
    mockApi({ '/api/results/demo/danapur': SEAT });
    renderWithPortal(<SeatPage />, { route: '/results/demo/danapur', path: ROUTES.resultsSeat.path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('2. दानापुर');
    const table = screen.getByRole('table', { name: 'दानापुर: राउंड 5 / 18' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['रीता देवी', 'भाजपा', '1,23,456', '50.1', 'आगे'],
      ['सुनील यादव', 'राजद', '1,23,306', '49.9', 'पीछे'],
    ]);
    expect(screen.getByText(/गिनती जारी · राउंड 5 \/ 18 · अंतर: 150/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बिहार विधानसभा चुनाव (डेमो): सभी नतीजे' })).toHaveAttribute(
      'href',
      '/results/demo',
    );
  });
});
