import { createPortalStore } from '../store/createPortalStore';
import { PRELOAD_SCRIPT_ID, preloadKey, resetPreloaded } from './preload';
import { siteApi } from './siteApi';
import { unwrapList } from './unwrapList';

/** jsdom has no fetch API: a Request stand-in and a fetch stub answering JSON are enough for RTK Query. */
class StubRequest {
  readonly url: string;
  readonly method: string;
  constructor(url: string, init: { method?: string } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
  }
  clone() {
    return this;
  }
}

const jsonResponse = (body: unknown) => {
  const response = {
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    clone: () => response,
    text: async () => JSON.stringify(body),
  };
  return response;
};

const fetchStub = jest.fn();

function setPreload(map: Record<string, unknown> | undefined) {
  document.getElementById(PRELOAD_SCRIPT_ID)?.remove();
  resetPreloaded();
  if (!map) return;
  const script = document.createElement('script');
  script.id = PRELOAD_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(map);
  document.body.append(script);
}

beforeEach(() => {
  Object.assign(globalThis, { Request: StubRequest, fetch: fetchStub });
  fetchStub.mockReset();
});
afterEach(() => setPreload(undefined));

describe('siteApi', () => {
  it('fetches /api/categories and unwraps the data list', async () => {
    fetchStub.mockResolvedValue(jsonResponse({ data: [{ id: 1, name: 'राष्ट्रीय', c_code: 'national' }] }));
    const store = createPortalStore();
    const result = await store.dispatch(siteApi.endpoints.getCategories.initiate());
    expect(result.data).toEqual([{ id: 1, name: 'राष्ट्रीय', c_code: 'national' }]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/categories' }));
    expect((fetchStub.mock.calls[0]?.[0] as StubRequest | undefined)?.method).toBe('GET');
  });

  it('answers the first request for a preloaded path from the page, then uses the network', async () => {
    setPreload({ '/api/breakingnews': { data: [{ name: 'ताज़ा', type: 'national', url: 'taza' }] } });
    fetchStub.mockResolvedValue(jsonResponse({ data: [{ name: 'नई', type: 'national', url: 'nai' }] }));
    const store = createPortalStore();

    const first = await store.dispatch(siteApi.endpoints.getBreakingNews.initiate());
    expect(first.data).toEqual([{ name: 'ताज़ा', type: 'national', url: 'taza' }]);
    expect(fetchStub).not.toHaveBeenCalled();

    const again = await store.dispatch(siteApi.endpoints.getBreakingNews.initiate(undefined, { forceRefetch: true }));
    expect(again.data).toEqual([{ name: 'नई', type: 'national', url: 'nai' }]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('does not answer other paths from the preload map', async () => {
    setPreload({ '/api/states': { data: [{ id: 1, name: 'राजस्थान', code: 'rajasthan' }] } });
    fetchStub.mockResolvedValue(jsonResponse({ data: [] }));
    const store = createPortalStore();
    const result = await store.dispatch(siteApi.endpoints.getSubCategories.initiate());
    expect(result.data).toEqual([]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('preloadKey', () => {
  it('joins the API base and the endpoint path without the query', () => {
    expect(preloadKey('/api', 'newsall')).toBe('/api/newsall');
    expect(preloadKey('/api/', '/news/national?page=2')).toBe('/api/news/national');
    expect(preloadKey('https://janmat.in/api', 'states')).toBe('/api/states');
    expect(preloadKey('/api', `newsdetails2/${encodeURIComponent('चुनाव')}`)).toBe('/api/newsdetails2/चुनाव');
  });
});

describe('unwrapList', () => {
  it('returns the data array, or an empty list when the answer has none', () => {
    expect(unwrapList({ data: [1, 2] })).toEqual([1, 2]);
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({} as { data: number[] })).toEqual([]);
  });
});
