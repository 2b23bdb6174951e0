import { ROUTES } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { newsCards, SITE_ANSWERS } from '../../test/fixtures';
import { TrendingPage } from './TrendingPage';

const open = (url: string, list: unknown) => ({
  ...mockApi({ ...SITE_ANSWERS, '/api/newssubcategory/kisan': list, '/api/newssubcategory/cricket': list }),
  ...renderWithPortal(<TrendingPage />, { route: url, path: ROUTES.trending.path }),
});

describe('TrendingPage', () => {
  it('heads the list with the sub-category name and lists its news', async () => {
    const { requested } = open('/news/trending/kisan', { data: newsCards(2) });
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'किसान और खेती' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /ख़बर संख्या 1/ })).toHaveAttribute('href', '/news/national/khabar-1');
    expect(screen.getByText('ट्रेंडिंग')).toBeInTheDocument();
    expect(requested()).toContain('/api/newssubcategory/kisan');
  });

  it('says so when the sub-category has no news', async () => {
    open('/news/trending/kisan', { data: [] });
    expect(await screen.findByText('इस सूची में अभी कोई ख़बर नहीं है।')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown sub-category', async () => {
    open('/news/trending/cricket', { data: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });
});
