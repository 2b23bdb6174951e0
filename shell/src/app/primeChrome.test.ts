import { createPortalStore, dehydrateApi, hydrateApi, siteApi } from '@janmat/shared';
import { startChromeQueries } from './chromeQueries';
import { PRIME_WAIT_MS, primeChrome } from './primeChrome';

const CATEGORIES = [{ id: 1, name: 'राष्ट्रीय', c_code: 'national' }];
const STATES = [{ id: 1, name: 'राजस्थान', code: 'rajasthan' }];
const ANSWERS: Record<string, unknown> = {
  '/api/categories': { data: CATEGORIES },
  '/api/states': { data: STATES },
  '/api/subcategories': { data: [] },
  '/api/breakingnews': { data: [] },
};

/** The page's data as the server sends it: the chrome's answers, loaded in process and dehydrated. */
async function serverState() {
  const server = createPortalStore({
    readApi: async (path) => ({ status: 200, data: ANSWERS[path], dataClass: 'public' }),
  });
  await Promise.all(startChromeQueries(server));
  return dehydrateApi(server.getState().api);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('with the answers in the page, the store holds the navigation data before the first render', async () => {
  const network = jest.spyOn(globalThis, 'fetch');
  const store = createPortalStore();
  store.dispatch(hydrateApi(await serverState()));
  await primeChrome(store);
  const state = store.getState();
  expect(siteApi.endpoints.getCategories.select()(state).data).toEqual(CATEGORIES);
  expect(siteApi.endpoints.getStates.select()(state).data).toEqual(STATES);
  expect(network).not.toHaveBeenCalled();
});

test('without them, the render goes ahead after a short wait while the network answers', async () => {
  jest.useFakeTimers();
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  const store = createPortalStore();
  let done = false;
  const primed = primeChrome(store).then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(PRIME_WAIT_MS - 1);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await primed;
  expect(done).toBe(true);
  expect(siteApi.endpoints.getCategories.select()(store.getState()).isLoading).toBe(true);
});
