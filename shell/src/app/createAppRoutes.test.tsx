import {
  type PortalStore,
  type RemoteName,
  ROUTES,
  type RouteId,
  routesOwnedBy,
  type SectionModule,
  setRemoteLoader,
} from '@janmat/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { primedStore } from '../test/portal';
import { createAppRoutes } from './createAppRoutes';

type AnySection = SectionModule<RemoteName>;
type SectionLoader = (owner: RemoteName) => Promise<AnySection>;

/** A section whose every page is an h1 naming its route id. */
function fakeSection(owner: RemoteName): AnySection {
  const pages = Object.fromEntries(routesOwnedBy(owner).map((id) => [id, () => <h1>page:{id}</h1>]));
  return { pages } as unknown as AnySection;
}

let store: PortalStore;
beforeEach(async () => {
  store = await primedStore();
});
afterEach(() => setRemoteLoader());

async function renderAt(path: string, load: SectionLoader = async (owner) => fakeSection(owner)) {
  // The federation runtime's stand-in: `<owner>/routes` is answered by `load(owner)`.
  setRemoteLoader((id) => load(id.slice(0, id.indexOf('/')) as RemoteName));
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  await act(async () => {
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  return router;
}

test.each<[string, RouteId]>([
  ['/', 'home'],
  ['/news', 'newsIndex'],
  ['/news/national', 'newsList'],
  ['/news/trending/election', 'trending'],
  ['/news/state/3/rajasthan', 'stateNews'],
  ['/news/national/sansad-satra-shuru', 'article'],
  ['/news/states/rajasthan/jaipur-metro', 'stateArticle'],
  ['/newscategory/national', 'newsCategory'],
  ['/web-story-slider/politics', 'storySliderType'],
  ['/pp/polls/3/kaun-jeetega', 'sitePoll'],
  ['/privacypolicy', 'privacyPolicy'],
])('%s renders the %s page of its owner', async (path, id) => {
  const load = jest.fn(async (owner: RemoteName) => fakeSection(owner));
  await renderAt(path, load);
  expect(await screen.findByRole('heading', { level: 1, name: `page:${id}` })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(ROUTES[id].owner);
});

test('an unknown path gets the Hindi not-found page inside the chrome', async () => {
  const load = jest.fn(async (owner: RemoteName) => fakeSection(owner));
  await renderAt('/no/such/page/here', load);
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('a section that cannot load shows the fallback, the chrome stays, and retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<AnySection>, [RemoteName]>()
    .mockRejectedValueOnce(new Error('remote down'))
    .mockImplementation(async (owner) => fakeSection(owner));
  await renderAt('/videos', load);
  expect(await screen.findByText('यह हिस्सा अभी लोड नहीं हो सका।')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  const retry = screen.getByRole('button', { name: 'फिर से कोशिश करें' });
  // Awaited act: the section's new load suspends, and React retries it inside this scope.
  await act(() => userEvent.click(retry));
  expect(await screen.findByRole('heading', { level: 1, name: 'page:videos' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a section loads once for all of its routes', async () => {
  const load = jest.fn(async (owner: RemoteName) => fakeSection(owner));
  const router = await renderAt('/videos', load);
  await screen.findByRole('heading', { name: 'page:videos' });
  await act(() => router.navigate('/photos'));
  expect(await screen.findByRole('heading', { name: 'page:photos' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed section does not hide the next page, which another section renders', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn(async (owner: RemoteName) => {
    if (owner === 'media') throw new Error('media down');
    return fakeSection(owner);
  });
  const router = await renderAt('/videos', load);
  expect(await screen.findByText('यह हिस्सा अभी लोड नहीं हो सका।')).toBeInTheDocument();
  await act(() => router.navigate('/aboutus'));
  expect(await screen.findByRole('heading', { level: 1, name: 'page:about' })).toBeInTheDocument();
  expect(screen.queryByText('यह हिस्सा अभी लोड नहीं हो सका।')).not.toBeInTheDocument();
});

test.each(['/newsroom', '/newsroom/articles/7/edit'])(
  '%s is the newsroom section, outside the readers’ chrome',
  async (path) => {
    const load = jest.fn(async (owner: RemoteName) => fakeSection(owner));
    await renderAt(path, load);
    expect(await screen.findByRole('heading', { level: 1, name: 'page:newsroom' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('newsroom');
    expect(screen.queryByRole('navigation', { name: 'मुख्य' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
);
