import { type RemoteName, routesOwnedBy, type SectionModule, setRemoteLoader } from '@janmat/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { primedStore } from '../test/portal';
import { AppRoutes } from './AppRoutes';
import { createAppRoutes } from './createAppRoutes';

/** A section whose every page is an h1 naming its route id. */
async function fakeSection(id: string): Promise<SectionModule<RemoteName>> {
  const owner = id.slice(0, id.indexOf('/')) as RemoteName;
  const pages = Object.fromEntries(routesOwnedBy(owner).map((route) => [route, () => <h1>page:{route}</h1>]));
  return { pages } as unknown as SectionModule<RemoteName>;
}

afterEach(() => setRemoteLoader());

test('renders the page of the address inside the chrome, and a link in the chrome opens the next page', async () => {
  const store = await primedStore();
  setRemoteLoader(fakeSection);
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/videos']}>
          <AppRoutes routes={createAppRoutes()} />
        </MemoryRouter>
      </Provider>,
    );
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'page:videos' })).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  await act(() => userEvent.click(within(footer).getByRole('link', { name: 'हमारे बारे में' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'page:about' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'page:videos' })).not.toBeInTheDocument();
});
