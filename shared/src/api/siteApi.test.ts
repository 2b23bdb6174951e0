import { createPortalStore } from '../store/createPortalStore';
import { mockApi } from '../testing/mockApi';
import { apiPath } from './baseQuery';
import { siteApi } from './siteApi';
import { unwrapList } from './unwrapList';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('siteApi', () => {
  it('fetches /api/categories and unwraps the data list', async () => {
    const api = mockApi({ '/api/categories': { data: [{ id: 1, name: 'राष्ट्रीय', c_code: 'national' }] } });
    const store = createPortalStore();
    const result = await store.dispatch(siteApi.endpoints.getCategories.initiate());
    expect(result.data).toEqual([{ id: 1, name: 'राष्ट्रीय', c_code: 'national' }]);
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/categories', body: undefined }]);
  });

  it('reads in process when the store is given readApi, noting each answer’s data class by its cache key', async () => {
    const api = mockApi({});
    const readApi = jest.fn(async (path: string) => ({
      status: 200,
      data: { data: [{ id: 1, name: 'राजस्थान', code: 'rajasthan', path }] },
      dataClass: 'public' as const,
    }));
    const dataClasses = new Map<string, string>();
    const store = createPortalStore({ readApi, dataClasses: dataClasses as Map<string, never> });
    const result = await store.dispatch(siteApi.endpoints.getStates.initiate());
    expect(result.data).toEqual([{ id: 1, name: 'राजस्थान', code: 'rajasthan', path: '/api/states' }]);
    expect(readApi).toHaveBeenCalledWith('/api/states');
    expect(api.fetch).not.toHaveBeenCalled();
    expect([...dataClasses]).toEqual([['getStates(undefined)', 'public']]);
  });

  it('answers a failed in-process read as the query’s error, with its status', async () => {
    mockApi({});
    const readApi = async () => ({ status: 404, data: { message: 'Not found' }, dataClass: 'public' as const });
    const store = createPortalStore({ readApi });
    const result = await store.dispatch(siteApi.endpoints.getSubCategories.initiate());
    expect(result.error).toEqual({ status: 404, data: { message: 'Not found' } });
  });
});

describe('apiPath', () => {
  it('joins the API base path and the endpoint path', () => {
    expect(apiPath('/api', 'newsall')).toBe('/api/newsall');
    expect(apiPath('/api/', '/news/national?page=2')).toBe('/api/news/national?page=2');
    expect(apiPath('https://janmat.in/api', 'states')).toBe('/api/states');
  });
});

describe('unwrapList', () => {
  it('returns the data array, or an empty list when the answer has none', () => {
    expect(unwrapList({ data: [1, 2] })).toEqual([1, 2]);
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({} as { data: number[] })).toEqual([]);
  });
});
