import { ROUTES } from '@janmat/shared';
import { readFollows } from '@janmat/shared/reader';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { newsCards, SITE_ANSWERS } from '../../test/fixtures';
import { CategoryListPage } from './CategoryListPage';

const open = (url: string, api: Record<string, unknown>) => ({
  ...mockApi({ ...SITE_ANSWERS, ...api }),
  ...renderWithPortal(<CategoryListPage />, { route: url, path: ROUTES.newsList.path }),
});

describe('CategoryListPage at /news/{type}', () => {
  it('shows a skeleton grid, then the category heading, breadcrumb, head tags and cards', async () => {
    open('/news/election', { '/api/news/election': { data: newsCards(3, 1, { type: 'election' }) } });
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'चुनाव' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('चुनाव')).toHaveAttribute('aria-current', 'page');
    const card = await screen.findByRole('link', { name: /ख़बर संख्या 2/ });
    expect(card).toHaveAttribute('href', '/news/election/khabar-2');
    // The first photo leads the page and loads at once; the others wait until scrolled to.
    const [first, second] = screen.getAllByRole('presentation');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByTestId('grid-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('चुनाव समाचार | जनमत');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/news/election');
  });

  it('lists state news under the state category', async () => {
    const { requested } = open('/news/states', { '/api/news/states': { data: newsCards(1, 1, { type: 'states' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'राज्य' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /ख़बर संख्या 1/ })).toHaveAttribute('href', '/news/states/khabar-1');
    expect(requested()).toContain('/api/news/states');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/news/state');
  });

  it('follows the category with «फ़ॉलो करें» at /newscategory/{type}: kept with its name and its page', async () => {
    mockApi({ ...SITE_ANSWERS, '/api/news/election': { data: newsCards(1) } });
    const { user } = renderWithPortal(<CategoryListPage />, {
      route: '/newscategory/election',
      path: ROUTES.newsCategory.path,
    });
    await user.click(await screen.findByRole('button', { name: 'फ़ॉलो करें' }));
    expect(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' })).toHaveAttribute('aria-pressed', 'true');
    expect(readFollows()).toEqual([{ kind: 'category', code: 'election', name: 'चुनाव', path: '/news/election' }]);
    localStorage.clear();
  });

  it('says so in Hindi when the category has no news', async () => {
    open('/news/election', { '/api/news/election': { data: [] } });
    expect(await screen.findByText('इस सूची में अभी कोई ख़बर नहीं है।')).toBeInTheDocument();
  });

  it('shows the not-found page for a type no category has', async () => {
    open('/news/cricket', { '/api/news/cricket': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows an error with a retry button when the list fails, then the list', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers } = open('/news/national', { '/api/news/national': reply(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('ख़बरें लोड नहीं हो सकीं।');
    expect(error).toHaveBeenCalled();
    answers.set('/api/news/national', { data: newsCards(2) });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('link', { name: /ख़बर संख्या 2/ })).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows an error with a retry button when the categories fail', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    open('/news/national', { '/api/categories': reply(503), '/api/news/national': { data: [] } });
    expect(await screen.findByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe('CategoryListPage at /newscategory/{type}', () => {
  it('lists the category, naming /news/{c_code} as canonical', async () => {
    ({
      ...mockApi({ ...SITE_ANSWERS, '/api/news/international': { data: newsCards(2, 5, { type: 'international' }) } }),
      ...renderWithPortal(<CategoryListPage />, {
        route: '/newscategory/international',
        path: ROUTES.newsCategory.path,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'अंतरराष्ट्रीय' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /ख़बर संख्या 6/ })).toHaveAttribute(
      'href',
      '/news/international/khabar-6',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/news/international',
    );
  });

  it('shows the not-found page for an unknown type', async () => {
    ({
      ...mockApi({ ...SITE_ANSWERS, '/api/news/unknown': { data: [] } }),
      ...renderWithPortal(<CategoryListPage />, { route: '/newscategory/unknown', path: ROUTES.newsCategory.path }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });
});
