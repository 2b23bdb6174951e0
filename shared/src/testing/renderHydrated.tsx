import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { createPortalStore, selectNotices } from '../store';

/**
 * Renders `ui` as a reader's browser meets it: the server's HTML first (returned, as sent), then
 * hydrated over it, with the store and a router as the shell gives them. Fails on a hydration mismatch.
 */
export async function renderHydrated(
  ui: ReactElement,
  {
    route = '/',
    beforeHydration,
  }: {
    route?: InitialEntry;
    /** What the page's inline programs do to the server's HTML before the scripts come. */
    beforeHydration?: (container: HTMLElement) => void;
  } = {},
) {
  const store = createPortalStore();
  const page = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  const serverHtml = renderToString(page);
  container.innerHTML = serverHtml;
  document.body.append(container);
  beforeHydration?.(container);
  const errors = jest.spyOn(console, 'error');
  // Unmounted by Testing Library after the test, as every render is.
  await act(async () => {
    render(page, { container, hydrate: true });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return {
    serverHtml,
    store,
    user: userEvent.setup(),
    /** Texts of the notices in the store, oldest first. */
    notices: () => selectNotices(store.getState()).map((notice) => notice.text),
  };
}
