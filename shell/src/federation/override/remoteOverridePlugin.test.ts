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
