import { ROUTES } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { newsCards, SITE_ANSWERS } from '../../test/fixtures';
import { NEWS_INDEX_TITLE, NewsIndexPage } from './NewsIndexPage';

describe('NewsIndexPage', () => {
  it('lists all news, newest first as the server sends it, under «ताज़ा ख़बरें»', async () => {
    ({
      ...mockApi({ ...SITE_ANSWERS, '/api/news': { data: newsCards(3, 7) } }),
      ...renderWithPortal(<NewsIndexPage />, { route: '/news', path: ROUTES.newsIndex.path }),
    });
    expect(screen.getByRole('heading', { level: 1, name: NEWS_INDEX_TITLE })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /ख़बर संख्या/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/news/national/khabar-7',
      '/news/national/khabar-8',
      '/news/national/khabar-9',
    ]);
  });
});
