import { readServerState } from './serverState';

const STATE = {
  queries: { 'getCategories(undefined)': { status: 'fulfilled', data: [] } },
  mutations: {},
  provided: {},
};

describe('readServerState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  test('reads the results the page carries', async () => {
    document.body.innerHTML = `<script id="janmat-state" type="application/json">${JSON.stringify(STATE)}</script>`;
    await expect(readServerState()).resolves.toEqual(STATE);
  });

  test('fetches the results a page names, from the address it names', async () => {
    document.body.innerHTML =
      '<script id="janmat-state" type="application/json" data-src="/api/page-state/abc">null</script>';
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => STATE });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(readServerState()).resolves.toEqual(STATE);
    expect(fetchMock).toHaveBeenCalledWith('/api/page-state/abc', { credentials: 'same-origin' });
  });

  test('none when the named results are gone or cannot be had: the page is rendered in the browser', async () => {
    document.body.innerHTML =
      '<script id="janmat-state" type="application/json" data-src="/api/page-state/abc">null</script>';
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    await expect(readServerState()).resolves.toBeUndefined();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    await expect(readServerState()).resolves.toBeUndefined();
  });

  test('none on a page without the element', async () => {
    await expect(readServerState()).resolves.toBeUndefined();
  });
});
