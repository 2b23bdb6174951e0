import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteOverridePlugin } from './remoteOverridePlugin';

const listed = () => [
  { name: 'news', entry: 'https://janmat.test/remotes/news/mf-manifest.json' },
  { name: 'polls', entry: 'https://janmat.test/remotes/polls/mf-manifest.json' },
];

const entries = (instance: ReturnType<typeof createInstance>) =>
  Object.fromEntries(instance.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : '']));

test('the runtime registers an overridden section with the override manifest, the others as listed', () => {
  const active = { news: 'https://preview.example/pr-12/mf-manifest.json' };
  const instance = createInstance({ name: 'override-shell', remotes: [], plugins: [remoteOverridePlugin(active)] });
  instance.registerRemotes(listed());
  expect(entries(instance)).toEqual({
    news: 'https://preview.example/pr-12/mf-manifest.json',
    polls: 'https://janmat.test/remotes/polls/mf-manifest.json',
  });
});

test('with no override the runtime registers every section as listed', () => {
  const instance = createInstance({ name: 'plain-shell', remotes: [], plugins: [remoteOverridePlugin({})] });
  instance.registerRemotes(listed());
  expect(entries(instance)).toEqual({
    news: 'https://janmat.test/remotes/news/mf-manifest.json',
    polls: 'https://janmat.test/remotes/polls/mf-manifest.json',
  });
});

test('reads the overrides when a section is registered (they are filled after the plugin is installed)', () => {
  const active: Record<string, string> = {};
  const instance = createInstance({ name: 'late-shell', remotes: [], plugins: [remoteOverridePlugin(active)] });
  active.polls = 'https://preview.example/polls/mf-manifest.json';
  instance.registerRemotes(listed());
  expect(entries(instance).polls).toBe('https://preview.example/polls/mf-manifest.json');
});

test('a name inherited from Object.prototype is no override', () => {
  const instance = createInstance({ name: 'proto-shell', remotes: [], plugins: [remoteOverridePlugin({})] });
  instance.registerRemotes([{ name: 'constructor', entry: 'https://janmat.test/c/mf-manifest.json' }]);
  expect(entries(instance)).toEqual({ constructor: 'https://janmat.test/c/mf-manifest.json' });
});

test('with a section overridden, asking for a sealed one (the newsroom) loads the page afresh instead', async () => {
  const leave = jest.fn();
  const active = { news: 'https://preview.example/pr-12/mf-manifest.json' };
  const instance = createInstance({
    name: 'sealed-shell',
    remotes: [],
    plugins: [remoteOverridePlugin(active, ['newsroom'], leave)],
  });
  instance.registerRemotes([{ name: 'newsroom', entry: 'https://janmat.test/remotes/newsroom/mf-manifest.json' }]);
  void instance.loadRemote('newsroom/App');
  await Promise.resolve();
  expect(leave).toHaveBeenCalledTimes(1);
});

test('without an override, or for a section that is not sealed, nothing leaves', async () => {
  const leave = jest.fn();
  const plugin = remoteOverridePlugin({}, ['newsroom'], leave);
  const request = { id: 'newsroom/App', options: {}, origin: {} } as Parameters<
    NonNullable<typeof plugin.beforeRequest>
  >[0];
  await expect(plugin.beforeRequest?.(request)).resolves.toBe(request);
  const overridden = remoteOverridePlugin({ news: 'https://preview.example/mf-manifest.json' }, ['newsroom'], leave);
  const news = { ...request, id: 'news/Page' };
  await expect(overridden.beforeRequest?.(news)).resolves.toBe(news);
  expect(leave).not.toHaveBeenCalled();
});
