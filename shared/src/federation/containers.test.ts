import { type ContainerLoaderOptions, createContainerLoader } from './containers';

const MANIFEST_URL = 'https://cdn.example/news/mf-manifest.json';
const manifest = {
  metaData: { globalName: 'janmat_news', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
};

/** A page with one remote (news) whose container exposes `./routes` and `./Widget`. */
function setUp(overrides: Partial<ContainerLoaderOptions> = {}) {
  const scope = { react: {} };
  const routes = { pages: {} };
  const widget = { kind: 'widget' };
  const container = {
    init: jest.fn(),
    get: jest.fn(async (module: string) => () => (module === './routes' ? routes : widget)),
  };
  const globals: Record<string, unknown> = {};
  const mocks = {
    remotes: jest.fn(async () => [{ name: 'news', entry: MANIFEST_URL }]),
    fetchJson: jest.fn(async () => manifest as unknown),
    loadScript: jest.fn(async () => {
      globals.janmat_news = container;
    }),
    wait: jest.fn(async () => undefined),
    shareScope: jest.fn(async () => scope as unknown),
  };
  const load = createContainerLoader({ ...mocks, globals, ...overrides });
  return { load, options: mocks, container, scope, routes, widget };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('loads a module from the container its manifest names, joined to the shared scope', async () => {
  const { load, options, container, scope, routes } = setUp();
  await expect(load('news/routes')).resolves.toBe(routes);
  expect(options.fetchJson).toHaveBeenCalledWith(MANIFEST_URL);
  expect(options.loadScript).toHaveBeenCalledWith('https://cdn.example/news/remoteEntry.js');
  expect(container.init).toHaveBeenCalledWith(scope);
  expect(container.get).toHaveBeenCalledWith('./routes');
});

test('loads and initialises each container once, whatever it is asked for', async () => {
  const { load, options, container, routes, widget } = setUp();
  const [a, b] = await Promise.all([load('news/routes'), load('news/Widget')]);
  expect([a, b]).toEqual([routes, widget]);
  await load('news/routes');
  expect(options.remotes).toHaveBeenCalledTimes(1);
  expect(options.fetchJson).toHaveBeenCalledTimes(1);
  expect(options.loadScript).toHaveBeenCalledTimes(1);
  expect(container.init).toHaveBeenCalledTimes(1);
});

test('tries a failed manifest and a failed entry script again after growing pauses', async () => {
  const { load, options, routes } = setUp();
  options.fetchJson.mockRejectedValueOnce(new Error('502'));
  const loadScript = options.loadScript.getMockImplementation();
  options.loadScript
    .mockRejectedValueOnce(new Error('reset'))
    .mockRejectedValueOnce(new Error('reset'))
    .mockImplementationOnce(async () => loadScript?.());
  await expect(load('news/routes')).resolves.toBe(routes);
  expect(options.fetchJson).toHaveBeenCalledTimes(2);
  expect(options.loadScript).toHaveBeenCalledTimes(3);
  expect(options.wait.mock.calls).toEqual([[300], [300], [600]]);
});

test('gives up after the retries, says which section failed, and starts afresh on the next load', async () => {
  const { load, options, routes } = setUp();
  const loadScript = options.loadScript.getMockImplementation();
  options.loadScript.mockRejectedValue(new Error('offline'));
  await expect(load('news/routes')).rejects.toThrow('offline');
  expect(options.loadScript).toHaveBeenCalledTimes(3);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"news"'), expect.any(Error));

  options.loadScript.mockImplementation(async () => loadScript?.());
  await expect(load('news/routes')).resolves.toBe(routes);
  expect(options.fetchJson).toHaveBeenCalledTimes(2);
});

test('reads the remotes again when the first read failed', async () => {
  const { load, options, routes } = setUp();
  options.remotes.mockRejectedValueOnce(new Error('/remotes.json answered 503'));
  await expect(load('news/routes')).rejects.toThrow('503');
  await expect(load('news/routes')).resolves.toBe(routes);
  expect(options.remotes).toHaveBeenCalledTimes(2);
});

test('fails clearly for an unknown remote, a manifest without entry, an entry without container and a bad id', async () => {
  await expect(setUp().load('photos/routes')).rejects.toThrow('No remote "photos" is registered');
  await expect(setUp({ fetchJson: async () => ({}) }).load('news/routes')).rejects.toThrow('names no remote entry');
  await expect(setUp({ loadScript: async () => undefined }).load('news/routes')).rejects.toThrow(
    'defined no container',
  );
  await expect(setUp().load('routes')).rejects.toThrow('not a remote/module id');
});

test('finds files beside the manifest, or under the public path the manifest gives', async () => {
  const elsewhere = { metaData: { ...manifest.metaData, publicPath: 'https://static.example/news-v2' } };
  const { load, options } = setUp({ fetchJson: jest.fn(async () => elsewhere as unknown) });
  await load('news/routes');
  expect(options.loadScript).toHaveBeenCalledWith('https://static.example/news-v2/remoteEntry.js');
});
