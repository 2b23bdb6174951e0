import { ROUTES } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ResultsPage } from './ResultsPage';
import { RESULTS } from './resultsFixtures';

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const open = (url: string, api: Record<string, unknown> = {}) => ({
  ...mockApi({ '/api/results/demo': RESULTS, ...api }),
  ...renderWithPortal(<ResultsPage />, { route: url, path: ROUTES.results.path }),
});

describe('ResultsPage', () => {
  it('shows the election marked «डेमो», its tally as a chart and a table, alliances and the majority mark', async () => {
    open('/results/demo');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('बिहार विधानसभा चुनाव (डेमो)डेमो');
    const chart = screen.getByRole('img', { name: /पार्टियों की जीती और आगे चल रही सीटें/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(within(chart as unknown as HTMLElement).getByText('बहुमत: 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'पार्टीवार स्थिति' });
    const bjp = within(table).getByRole('row', { name: /भाजपा पार्टी/ });
    expect(
      within(bjp)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '2', '33.3']);
    expect(screen.getByRole('table', { name: /गठबंधनवार स्थिति/ })).toHaveTextContent('राजग112');
    expect(document.title).toBe('बिहार विधानसभा चुनाव (डेमो): नतीजे | जनमत');
  });

  it('says who took which seat from whom, and links every seat of the grid by its party and state', async () => {
    open('/results/demo');
    expect(await screen.findByRole('link', { name: 'भाजपा ने कांग्रेस से पटना साहिब सीट छीनी' })).toHaveAttribute(
      'href',
      '/results/demo/patna-sahib',
    );
    expect(screen.getByRole('link', { name: '2. दानापुर, भाजपा आगे, गिनती जारी' })).toHaveAttribute(
      'href',
      '/results/demo/danapur',
    );
    expect(screen.getByRole('link', { name: '3. गया टाउन, गिनती बाकी' })).toHaveTextContent('3');
  });

  it('finds seats with a plain GET form, and lists those of the address’s words', async () => {
    const { requested } = open('/results/demo?q=patna', {
      '/api/results/demo/find?q=patna': {
        data: [{ number: 1, slug: 'patna-sahib', name: 'पटना साहिब', name_latin: 'Patna Sahib', district: 'पटना' }],
      },
    });
    const form = await screen.findByRole('form', { name: 'अपनी सीट खोजें' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/results/demo');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(await screen.findByRole('link', { name: '1. पटना साहिब (Patna Sahib), पटना' })).toBeInTheDocument();
    expect(requested()).toContain('/api/results/demo/find?q=patna');
  });

  it('asks again every 10 s while counting, changes the figures in place and tells screen readers politely', async () => {
    jest.useFakeTimers();
    try {
      const { answers, requested } = open('/results/demo');
      const table = await screen.findByRole('table', { name: 'पार्टीवार स्थिति' });
      await tick(0);
      const asked = requested().length;
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('');
      const [bjp, inc, rjd] = RESULTS.parties;
      answers.set('/api/results/demo', {
        ...RESULTS,
        parties: [{ ...rjd!, leading: 1 }, { ...bjp!, leading: 0 }, inc],
        updated_at: '2030-11-14T06:31:00.000Z',
      });
      await tick(9_000);
      expect(requested()).toHaveLength(asked);
      await tick(1_000);
      expect(requested()).toHaveLength(asked + 1);
      await waitFor(() => expect(status).toHaveTextContent('नतीजे अपडेट हुए। राजद 1, भाजपा 1, कांग्रेस 0'));
      // The rows keep the order the reader first saw.
      const names = within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names).toEqual(['भाजपा पार्टी', 'कांग्रेस पार्टी', 'राजद पार्टी']);
      expect(within(table).getByRole('row', { name: /राजद पार्टी/ })).toHaveTextContent('01133.3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the not-found page for an unknown election', async () => {
    open('/results/nothing');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('डेमो');
  });
});
