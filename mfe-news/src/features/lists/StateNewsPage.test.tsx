import { ROUTES } from '@janmat/shared';
import { readFollows } from '@janmat/shared/reader';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { newsCards, SITE_ANSWERS } from '../../test/fixtures';
import { StateNewsPage } from './StateNewsPage';

const open = (url: string) => ({
  ...mockApi({
    ...SITE_ANSWERS,
    '/api/newsstatewise/bihar': { data: newsCards(2, 1, { type: 'states' }) },
    '/api/newsstatewise/rajasthan': { data: [] },
  }),
  ...renderWithPortal(<StateNewsPage />, { route: url, path: ROUTES.stateNews.path }),
});

describe('StateNewsPage', () => {
  it('heads the list with the state name, under the state category in the breadcrumb', async () => {
    const { requested } = open('/news/state/6/bihar');
    expect(await screen.findByRole('heading', { level: 1, name: 'बिहार' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'राज्य' })).toHaveAttribute('href', '/news/state');
    expect(await screen.findByRole('link', { name: /ख़बर संख्या 2/ })).toHaveAttribute('href', '/news/states/khabar-2');
    expect(requested()).toContain('/api/newsstatewise/bihar');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/news/state/6/bihar',
    );
  });

  it('follows the state with «फ़ॉलो करें»: its name and its page are kept in this browser', async () => {
    const { user } = open('/news/state/6/bihar');
    await user.click(await screen.findByRole('button', { name: 'फ़ॉलो करें' }));
    expect(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' })).toHaveAttribute('aria-pressed', 'true');
    expect(readFollows()).toEqual([{ kind: 'state', code: '6', name: 'बिहार', path: '/news/state/6/bihar' }]);
    localStorage.clear();
  });

  it('says so when the state has no news', async () => {
    open('/news/state/1/rajasthan');
    expect(await screen.findByText('इस सूची में अभी कोई ख़बर नहीं है।')).toBeInTheDocument();
  });

  it('shows the not-found page when the id and the code name different states', async () => {
    open('/news/state/1/bihar');
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });
});
