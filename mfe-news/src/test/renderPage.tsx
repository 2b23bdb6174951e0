import { createPortalStore, ROUTES, type RouteId } from '@janmat/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type ApiAnswers, mockApi } from './mockApi';

/** Shows where a link led, so a test can follow navigation out of the page under test. */
function ElsewherePage() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{decodeURIComponent(pathname)}</p>;
}

export interface RenderPageOptions {
  /** The route the page is mounted on (its path pattern gives `useParams`). */
  route: RouteId;
  /** The address the page is opened at. */
  url: string;
  api?: ApiAnswers;
}

/** Renders a page with a real portal store, a router at `url` and the API answered from `api`. */
export function renderPage(page: ReactElement, { route, url, api = {} }: RenderPageOptions) {
  const network = mockApi(api);
  const store = createPortalStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTES[route].path} element={page} />
          <Route path="*" element={<ElsewherePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, ...network, store, user };
}
