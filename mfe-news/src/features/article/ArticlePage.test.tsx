import {
  createPortalStore,
  dehydrateApi,
  hydrateApi,
  type PortalStore,
  Provider,
  ROUTES,
  setRemoteLoader,
} from '@janmat/shared';
import { deferred, list, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { newsItem, poll, SITE_ANSWERS } from '../../test/fixtures';
import { stubPollWidget } from '../../test/stubPollWidget';
import { ArticlePage } from './ArticlePage';

const ARTICLE = newsItem(20, {
  url: 'vidhan-sabha-satra',
  des: '<p>सत्र का पहला दिन हंगामेदार रहा।</p><h2>विपक्ष का बहिर्गमन</h2><p>दूसरा अनुच्छेद।</p>',
});
const STATE_ARTICLE = newsItem(21, { type: 'states', state: 'bihar', url: 'patna-rally' });

const answers = {
  ...SITE_ANSWERS,
  '/api/newsdetails2/vidhan-sabha-satra': { data: [ARTICLE] },
  '/api/newsdetails2/patna-rally': { data: [STATE_ARTICLE] },
  '/api/pollsatpages': { data: [poll(1, 10), poll(2), poll(3, 20)] },
};

function open(url: string, { api = {} }: { api?: Record<string, unknown> } = {}) {
  const route = url.split('/').length > 4 ? ROUTES.stateArticle : ROUTES.article;
  return { ...mockApi({ ...answers, ...api }), ...renderWithPortal(<ArticlePage />, { route: url, path: route.path }) };
}

/** The page at `url` over `store`, as the server renders it and the browser hydrates it. */
const page = (url: string, store: PortalStore) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.article.path} element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

/**
 * Renders the page at `url` as the server would with the answers `server`'s store holds, then
 * hydrates that markup in a browser store that took them over (as `janmat-state` does): React
 * reports any mismatch as a recoverable error. Returns the hydrated container.
 */
async function hydrateServerMarkup(url: string, server: { store: PortalStore; unmount: () => void }) {
  server.unmount();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(url, server.store));
  document.body.append(container);
  const browser = createPortalStore();
  browser.dispatch(hydrateApi(dehydrateApi(server.store.getState().api)));
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(url, browser), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return container;
}

describe('ArticlePage', () => {
  beforeEach(stubPollWidget);
  afterEach(() => setRemoteLoader());

  it('shows a skeleton, then the headline, reporter, date, photo and HTML body', async () => {
    open('/news/national/vidhan-sabha-satra');
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.name })).toBeInTheDocument();
    expect(screen.queryByTestId('article-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सीमा वर्मा' })).toHaveAttribute('href', '/author/pq');
    expect(screen.getByText('2026-03-14')).toHaveAttribute('datetime', '2026-03-14');
    const photo = screen.getByRole('img', { name: ARTICLE.name });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '675');
    expect(screen.getByText('सत्र का पहला दिन हंगामेदार रहा।').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'विपक्ष का बहिर्गमन' })).toBeInTheDocument();
  });

  it('offers an uploaded lead photo’s renditions across the column, and shares its 1200×630 crop', async () => {
    const folder = '/uploads/newsroom/202605/0123456789abcdef0123/';
    const api = { '/api/newsdetails2/vidhan-sabha-satra': { data: [{ ...ARTICLE, photo: `${folder}1280.jpg` }] } };
    open('/news/national/vidhan-sabha-satra', { api });
    const photo = await screen.findByRole('img', { name: ARTICLE.name });
    expect(photo).toHaveAttribute('src', `${folder}1280.jpg`);
    expect(photo).toHaveAttribute('sizes', '(min-width: 1200px) 1200px, 100vw');
    expect(photo).toHaveAttribute('height', '675');
    expect(photo.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      `${folder}320.webp 320w, ${folder}640.webp 640w, ${folder}960.webp 960w, ${folder}1280.webp 1280w`,
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `http://localhost${folder}og.jpg`,
    );
    // Previews are told the crop's size and what it shows: the story's headline.
    expect(document.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(document.querySelector('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    expect(document.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', ARTICLE.name);
  });

  it('sets the head tags and the category trail', async () => {
    open('/news/national/vidhan-sabha-satra');
    await screen.findByRole('heading', { level: 1, name: ARTICLE.name });
    expect(document.title).toBe(`${ARTICLE.name} | जनमत`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/news/national/vidhan-sabha-satra',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'सत्र का पहला दिन हंगामेदार रहा। विपक्ष का बहिर्गमन दूसरा अनुच्छेद।',
    );
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(await within(crumbs).findByRole('link', { name: 'राष्ट्रीय' })).toHaveAttribute('href', '/news/national');
  });

  it('puts the state in the trail of a state article', async () => {
    open('/news/states/bihar/patna-rally');
    const crumbs = await screen.findByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(await within(crumbs).findByRole('link', { name: 'बिहार' })).toHaveAttribute('href', '/news/state/6/bihar');
  });

  it('shows the poll linked to the article, or else the middle poll, and popular news', async () => {
    open('/news/national/vidhan-sabha-satra');
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(3).name);
    expect(await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
  });

  it('falls back to the middle poll for an article no poll is linked to', async () => {
    open('/news/states/bihar/patna-rally');
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(2).name);
  });

  it('shows the not-found page for an unknown url', async () => {
    open('/news/national/no-such-story', { api: { '/api/newsdetails2/no-such-story': reply(404) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows the not-found page for an empty answer', async () => {
    open('/news/national/gone', { api: { '/api/newsdetails2/gone': { data: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows an error with a retry button when the article fails, then the article', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers: api } = open('/news/national/vidhan-sabha-satra', {
      api: { '/api/newsdetails2/vidhan-sabha-satra': reply(500) },
    });
    expect(await screen.findByText('यह ख़बर लोड नहीं हो सकी।')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    api.set('/api/newsdetails2/vidhan-sabha-satra', { data: [ARTICLE] });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.name })).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows the skeleton, not the article just read, while another article opens', async () => {
    const next = deferred<unknown>();
    const { user } = open('/news/national/vidhan-sabha-satra', {
      api: { '/api/newsdetails2/lokpriya-1': () => next.promise },
    });
    await screen.findByRole('heading', { level: 1, name: ARTICLE.name });
    await user.click(await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' }));
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: ARTICLE.name })).not.toBeInTheDocument();
    next.resolve(list(newsItem(30, { name: 'लोकप्रिय ख़बर एक', url: 'lokpriya-1' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
  });

  it('hydrates the server’s markup of an article, its polls and popular news without a mismatch', async () => {
    const server = open('/news/national/vidhan-sabha-satra');
    await screen.findByTestId('poll-widget');
    await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' });
    const hydrated = await hydrateServerMarkup('/news/national/vidhan-sabha-satra', server);
    expect(within(hydrated).getByRole('heading', { level: 1, name: ARTICLE.name })).toBeInTheDocument();
    expect(within(hydrated).getByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
    hydrated.remove();
  });

  it('hydrates the server’s not-found page without a mismatch', async () => {
    const server = open('/news/national/gone', { api: { '/api/newsdetails2/gone': { data: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' });
    const hydrated = await hydrateServerMarkup('/news/national/gone', server);
    expect(within(hydrated).getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    hydrated.remove();
  });
});
