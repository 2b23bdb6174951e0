import { createPortalStore } from '../store/createPortalStore';
import { mockApi, reply } from '../testing/mockApi';
import { baseApi } from './baseApi';
import { isRefused, REFUSAL_IS_ANSWER, SUBJECT_LOOKUP } from './baseQuery';
import { dehydrateApi } from './hydration';

/** A page's subject looked up by id, and the same call asked as a plain query. */
const testApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    lookUpThing: b.query<unknown, number>({ query: (id) => `things/${id}`, extraOptions: SUBJECT_LOOKUP }),
    readThing: b.query<unknown, number>({ query: (id) => `things/${id}` }),
  }),
});

const missing = async () => ({ status: 404, data: { message: 'Not found' }, dataClass: 'public' as const });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a subject lookup (SUBJECT_LOOKUP)', () => {
  it('answers a missing subject (404) as null on the server, and the page carries that answer', async () => {
    const store = createPortalStore({ readApi: missing });
    const result = await store.dispatch(testApi.endpoints.lookUpThing.initiate(7));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    const carried = dehydrateApi(store.getState().api).queries;
    expect(carried['lookUpThing(7)']).toMatchObject({ status: 'fulfilled', data: null });
  });

  it('answers a missing subject as null in the browser too, so a page moved to shows the same', async () => {
    mockApi({ '/api/things/7': reply(404, { message: 'Not found' }) });
    const result = await createPortalStore().dispatch(testApi.endpoints.lookUpThing.initiate(7));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('keeps every other failure a failure, and a plain query’s 404 an error', async () => {
    mockApi({
      '/api/things/8': reply(503, { message: 'busy' }),
      '/api/things/7': reply(404, { message: 'Not found' }),
    });
    const store = createPortalStore();
    expect((await store.dispatch(testApi.endpoints.lookUpThing.initiate(8))).error).toMatchObject({ status: 503 });
    expect((await store.dispatch(testApi.endpoints.readThing.initiate(7))).error).toMatchObject({ status: 404 });
  });
});

describe('reads in the browser', () => {
  it('are checked with the server every time, never taken from the browser’s copy unasked (a vote changes counts)', async () => {
    const api = mockApi({ '/api/things/9': { data: [] } });
    await createPortalStore().dispatch(testApi.endpoints.readThing.initiate(9));
    const [request] = api.fetch.mock.calls[0] as unknown as [Request];
    expect(request.cache).toBe('no-cache');
  });
});

/** A query made of the reader's input, and the same call asked as a plain query. */
const inputApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    searchThings: b.query<unknown, string>({ query: (q) => `find?q=${q}`, extraOptions: REFUSAL_IS_ANSWER }),
    findThings: b.query<unknown, string>({ query: (q) => `find?q=${q}` }),
  }),
});

const refusedInput = async () => ({ status: 400, data: { message: 'खोज बहुत लंबी है।' }, dataClass: 'public' as const });

describe("a query of the reader's input (REFUSAL_IS_ANSWER)", () => {
  it('answers the API’s refusal (400 with its message) on the server, and the page carries it', async () => {
    const store = createPortalStore({ readApi: refusedInput });
    const result = await store.dispatch(inputApi.endpoints.searchThings.initiate('x'));
    expect(result.data).toEqual({ refused: 'खोज बहुत लंबी है।' });
    expect(isRefused(result.data)).toBe(true);
    const carried = dehydrateApi(store.getState().api).queries;
    expect(carried['searchThings("x")']).toMatchObject({ status: 'fulfilled', data: { refused: 'खोज बहुत लंबी है।' } });
  });

  it('answers it in the browser too, so the first render there shows what the server sent', async () => {
    mockApi({ '/api/find?q=y': reply(400, { message: 'यह खंड मौजूद नहीं है।' }) });
    const result = await createPortalStore().dispatch(inputApi.endpoints.searchThings.initiate('y'));
    expect(result.data).toEqual({ refused: 'यह खंड मौजूद नहीं है।' });
  });

  it('keeps a 400 without a message, other failures and a plain query’s 400 failures', async () => {
    mockApi({
      '/api/find?q=a': reply(400, {}),
      '/api/find?q=b': reply(503, { message: 'busy' }),
      '/api/find?q=c': reply(400, { message: 'ग़लत' }),
    });
    const store = createPortalStore();
    expect((await store.dispatch(inputApi.endpoints.searchThings.initiate('a'))).error).toMatchObject({ status: 400 });
    expect((await store.dispatch(inputApi.endpoints.searchThings.initiate('b'))).error).toMatchObject({ status: 503 });
    expect((await store.dispatch(inputApi.endpoints.findThings.initiate('c'))).error).toMatchObject({ status: 400 });
    expect(isRefused({ data: [] })).toBe(false);
  });
});
