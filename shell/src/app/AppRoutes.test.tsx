import { type RemoteName, routesOwnedBy } from '@janmat/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { primedStore } from '../test/portal';
import { AppRoutes } from './AppRoutes';
import { createAppRoutes } from './createAppRoutes';
import type { AnySection } from './sectionCache';

/** A section whose every page is an h1 naming its route id. */
async function fakeSection(owner: RemoteName): Promise<AnySection> {
  const pages = Object.fromEntries(routesOwnedBy(owner).map((id) => [id, () => <h1>page:{id}</h1>]));
  return { pages } as unknown as AnySection;
}

test('renders the page of the address inside the chrome, and a link in the chrome opens the next page', async () => {
  const store = await primedStore();
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/videos']}>
          <AppRoutes routes={createAppRoutes(fakeSection)} />
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
