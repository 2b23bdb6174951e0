import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ResultsStrip } from './ResultsStrip';
import { RESULTS } from './resultsFixtures';

describe('ResultsStrip', () => {
  it('names the counting election with a link, then fills its line with the parties ahead', async () => {
    mockApi({ '/api/results': { data: [RESULTS.election] }, '/api/results/demo': RESULTS });
    renderWithPortal(<ResultsStrip />);
    const strip = await screen.findByRole('region', { name: 'चुनाव नतीजे' });
    expect(within(strip).getByRole('heading')).toHaveTextContent('बिहार विधानसभा चुनाव (डेमो) (बहुमत: 2)');
    expect(within(strip).getByRole('link', { name: 'सभी नतीजे देखें' })).toHaveAttribute('href', '/results/demo');
    // The figures show on a screen wide enough for them (a phone keeps the strip to its one line).
    const figures = strip.querySelector('ul[aria-label="पार्टीवार स्थिति"]') as HTMLElement;
    expect(await within(figures).findByText('भाजपा')).toBeInTheDocument();
    expect(figures).toHaveTextContent('भाजपा 2कांग्रेस 0राजद 0');
  });

  it('shows nothing when no election is counting', async () => {
    const { requested } = mockApi({ '/api/results': { data: [{ ...RESULTS.election, status: 'final' }] } });
    const { container } = renderWithPortal(<ResultsStrip />);
    await waitFor(() => expect(requested()).toEqual(['/api/results']));
    expect(container).toBeEmptyDOMElement();
  });
});
