import { createPortalStore, type PortalStore } from '@janmat/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { installPageRequest } from './pageRequest';

installPageRequest();

// Every test file that renders pages gets its fetch stubs and console spies undone after each test.
afterEach(() => jest.restoreAllMocks());

interface RenderPageOptions {
  route?: string;
  store?: PortalStore;
}

/** Renders a page as the shell would: inside the portal store and a router at `route`. */
export function renderPage(ui: ReactElement, { route = '/', store }: RenderPageOptions = {}) {
  const portalStore = store ?? createPortalStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...view, store: portalStore, user };
}

/** Stubs `fetch` with one answer per call, in order; returns the spy to read the requests. */
export function stubFetch(...answers: { status?: number; body?: unknown }[]) {
  const spy = jest.spyOn(globalThis, 'fetch');
  for (const { status = 200, body = {} } of answers) {
    spy.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  }
  return spy;
}

/** The `index`-th request the stubbed `fetch` received (RTK Query passes a `Request`). */
export function sentRequest(spy: jest.SpyInstance, index = 0): Request {
  return spy.mock.calls[index]?.[0] as Request;
}

/** The JSON body of the `index`-th request the stubbed `fetch` received. */
export async function requestBody(spy: jest.SpyInstance, index = 0): Promise<unknown> {
  return JSON.parse(await sentRequest(spy, index).text());
}

/** The page's canonical link, as React 19 hoisted it into the document head. */
export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

/** Every page of this section: its h1, document title and canonical path. */
export function expectPageHead({ heading, title, canonical }: { heading: string; title: string; canonical: string }) {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(document.title).toBe(title);
  expect(new URL(canonicalHref() ?? '', 'http://x').pathname).toBe(canonical);
}

/** Freezes `new Date()` at `now` while timers keep running for real (Formik and RTK Query need them). */
export function freezeClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}
