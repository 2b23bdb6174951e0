import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { type InitialEntry, MemoryRouter, Route, Routes } from 'react-router-dom';
import { createPortalStore, type PortalStore, selectNotices } from '../store';
import { ElsewherePage } from './ElsewherePage';
import { LocationProbe } from './LocationProbe';
import { type ApiTable, type MockedApi, mockApi } from './mockApi';

export interface RenderWithPortalOptions {
  /** Where the page is opened: a path, or a location with router state. */
  route?: InitialEntry;
  /**
   * The route pattern `ui` is mounted on (`ROUTES.article.path`), so `useParams` works; any other
   * path shows `data-testid="elsewhere"` with that path. Without it `ui` renders at every path.
   */
  path?: string;
  /** The portal store; a fresh one by default. */
  store?: PortalStore;
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Answers for the page's API calls (`mockApi`); the result then carries `calls`, `answers`, `requested`. */
  api?: ApiTable;
}

/** Renders `ui` as the shell would: inside a portal store and a memory router at `route`. */
export function renderWithPortal<Options extends RenderWithPortalOptions>(
  ui: ReactElement,
  options?: Options,
): ReturnType<typeof renderPortal> & (Options extends { api: ApiTable } ? MockedApi : unknown) {
  const mocked = options?.api ? mockApi(options.api) : undefined;
  return { ...mocked, ...renderPortal(ui, options) } as never;
}

function renderPortal(
  ui: ReactElement,
  { route = '/', path, store = createPortalStore(), userOptions }: RenderWithPortalOptions = {},
) {
  let pathname = typeof route === 'string' ? route : (route.pathname ?? '/');
  const user = userEvent.setup(userOptions);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe
          onChange={(current) => {
            pathname = current;
          }}
        />
        {path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<ElsewherePage />} />
          </Routes>
        )}
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...view,
    store,
    user,
    /** The path the reader is at now (after links and redirects). */
    pathname: () => pathname,
    /** Texts of the notices in the store, oldest first. */
    notices: () => selectNotices(store.getState()).map((notice) => notice.text),
  };
}
