import { createPortalStore, ROUTES, type RouteId } from '@janmat/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { type InitialEntry, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ElsewherePage } from './ElsewherePage';
import { type ApiAnswers, mockApi } from './mockApi';

export interface RenderPageOptions {
  /** The route the page is mounted on; its path pattern feeds `useParams`. */
  route: RouteId;
  /** Where the page is opened (a path, or a location with router state). */
  at: InitialEntry;
  api?: ApiAnswers;
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders a page with a real portal store, a memory router and the network mocked at fetch. */
export function renderPage(page: ReactElement, { route, at, api = {}, userOptions }: RenderPageOptions) {
  const network = mockApi(api);
  const store = createPortalStore();
  const user = userEvent.setup(userOptions);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={ROUTES[route].path} element={page} />
          <Route path="*" element={<ElsewherePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, ...network, store, user };
}
