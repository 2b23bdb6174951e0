import { createPortalStore, dehydrateApi, hydrateApi, type PortalStore, Provider, ROUTES } from '@janmat/shared';
import { mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AUTHOR, newsCards } from '../../test/fixtures';
import { AuthorPage } from './AuthorPage';

const answers = {
  '/api/author/12': { data: [AUTHOR] },
  '/api/newsbyauthor/12': { data: newsCards(3, 30) },
};

const open = (url: string, api: Record<string, unknown> = {}) => ({
  ...mockApi({ ...answers, ...api }),
  ...renderWithPortal(<AuthorPage />, { route: url, path: ROUTES.author.path }),
});

/** The page at `url` over `store`, as the server renders it and the browser hydrates it. */
const page = (url: string, store: PortalStore) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.author.path} element={<AuthorPage />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

describe('AuthorPage', () => {
  it('decodes the id, then shows the profile and the author’s cards', async () => {
    const { requested } = open('/author/pq');
    expect(screen.getByTestId('author-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: AUTHOR.name })).toBeInTheDocument();
    expect(requested()).toEqual(expect.arrayContaining(['/api/author/12', '/api/newsbyauthor/12']));
    const photo = screen.getByRole('img', { name: AUTHOR.name });
    expect(photo).toHaveAttribute('src', AUTHOR.photo);
    expect(photo).toHaveAttribute('width', '400');
    expect(screen.getByText(AUTHOR.des)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${AUTHOR.name}: X` })).toHaveAttribute('href', AUTHOR.link1);
    expect(screen.getByRole('link', { name: `${AUTHOR.name}: Facebook` })).toHaveAttribute('href', AUTHOR.link2);
    const cards = await screen.findAllByRole('link', { name: /ख़बर संख्या/ });
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/news/national/khabar-30',
      '/news/national/khabar-31',
      '/news/national/khabar-32',
    ]);
    expect(document.title).toBe(`${AUTHOR.name} | जनमत`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/author/pq');
  });

  it('offers an uploaded photo’s renditions at the profile’s width, and shares its 1200×630 crop', async () => {
    const folder = '/uploads/newsroom/202605/0123456789abcdef0123/';
    open('/author/pq', { '/api/author/12': { data: [{ ...AUTHOR, photo: `${folder}640.jpg` }] } });
    const photo = await screen.findByRole('img', { name: AUTHOR.name });
    expect(photo).toHaveAttribute('srcset', `${folder}320.jpg 320w, ${folder}640.jpg 640w`);
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 160px, 96px');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo.parentElement?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `http://localhost${folder}og.jpg`,
    );
    expect(document.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', AUTHOR.name);
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('reads any other character as 9 and names the canonical id', async () => {
    const { requested } = open('/author/p9', {
      '/api/author/19': { data: [{ ...AUTHOR, id: 19 }] },
      '/api/newsbyauthor/19': { data: [] },
    });
    expect(await screen.findByText('इस लेखक की अभी कोई ख़बर नहीं है।')).toBeInTheDocument();
    expect(requested()).toContain('/api/author/19');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/author/pz');
  });

  it('shows the not-found page for a malformed id without calling the API', async () => {
    const { requested } = open(`/author/${'z'.repeat(16)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(requested()).toEqual([]);
  });

  it('shows the not-found page for an author the server does not know', async () => {
    open('/author/ab', { '/api/author/78': reply(404), '/api/newsbyauthor/78': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows the not-found page for an empty author list', async () => {
    open('/author/ab', { '/api/author/78': { data: [] }, '/api/newsbyauthor/78': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows an error with a retry button when the author fails, then the profile', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers: api } = open('/author/pq', { '/api/author/12': reply(500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('ख़बरें लोड नहीं हो सकीं।')).toBeInTheDocument();
    api.set('/api/author/12', { data: [AUTHOR] });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: AUTHOR.name })).toBeInTheDocument();
    error.mockRestore();
  });

  it('hydrates the server’s markup of the profile and the cards without a mismatch', async () => {
    const server = open('/author/pq');
    await screen.findAllByRole('link', { name: /ख़बर संख्या/ });
    server.unmount();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/author/pq', server.store));
    document.body.append(container);
    // The browser's store takes the server's answers over before it hydrates (`janmat-state`).
    const browser = createPortalStore();
    browser.dispatch(hydrateApi(dehydrateApi(server.store.getState().api)));
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page('/author/pq', browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1, name: AUTHOR.name })).toBeInTheDocument();
    expect(within(container).getAllByRole('link', { name: /ख़बर संख्या/ })).toHaveLength(3);
    container.remove();
  });
});
