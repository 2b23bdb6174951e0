import './fetchStub';
import { createPortalStore, type PortalStore, selectNotices } from '@janmat/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface RenderPageOptions {
  /** The URL the page is opened at. */
  route?: string;
  /** The route pattern the page is mounted on (so `useParams` works). */
  path?: string;
}

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  onChange(useLocation().pathname);
  return null;
}

/** Renders `ui` with a real portal store inside a router; reports where the visitor is. */
export function renderPage(ui: ReactElement, { route = '/', path = '*' }: RenderPageOptions = {}) {
  const store: PortalStore = createPortalStore();
  let pathname = route;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe
          onChange={(p) => {
            pathname = p;
          }}
        />
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>दूसरा पेज</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...view,
    store,
    user: userEvent.setup(),
    pathname: () => pathname,
    notices: () => selectNotices(store.getState()).map((n) => n.text),
  };
}
