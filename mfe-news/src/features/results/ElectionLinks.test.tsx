import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { ElectionLinks } from './ElectionLinks';
import { RESULTS } from './resultsFixtures';

describe('ElectionLinks', () => {
  it('links an election story to the elections counting or counted, the counting one first', async () => {
    mockApi({
      '/api/results': {
        data: [
          { ...RESULTS.election, slug: 'old', name: 'पिछला चुनाव', status: 'final' },
          { ...RESULTS.election, slug: 'next', name: 'अगला चुनाव', status: 'upcoming' },
          RESULTS.election,
        ],
      },
    });
    renderWithPortal(<ElectionLinks />);
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['बिहार विधानसभा चुनाव (डेमो): मतगणना जारी, नतीजे देखें', '/results/demo'],
      ['पिछला चुनाव', '/results/old'],
    ]);
  });
});
