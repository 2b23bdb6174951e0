import { createFederationLoader, type FederationRuntime } from './federationLoader';

const remotes = [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }];

function fakeRuntime() {
  const registered: string[] = [];
  const runtime: FederationRuntime & { loadRemote: jest.Mock; registerRemotes: jest.Mock } = {
    registerRemotes: jest.fn((list: typeof remotes) => {
      registered.push(...list.map((r) => r.name));
    }),
    loadRemote: jest.fn(async (id: string) => {
      if (!registered.includes(id.split('/')[0] ?? '')) throw new Error(`RUNTIME-004 ${id} is not registered`);
      return { loaded: id };
    }),
  };
  return runtime;
}

test('registers the listed remotes once, before the first load, and loads through loadRemote', async () => {
  const runtime = fakeRuntime();
  const read = jest.fn(async () => remotes);
  const load = createFederationLoader(runtime, read);
  await expect(Promise.all([load('news/routes'), load('news/routes')])).resolves.toEqual([
    { loaded: 'news/routes' },
    { loaded: 'news/routes' },
  ]);
  await load('news/routes');
  expect(read).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(remotes);
  expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
});

test('after a failed read of the list, the next load reads it again and recovers', async () => {
  const runtime = fakeRuntime();
  const read = jest.fn().mockRejectedValueOnce(new Error('/remotes.json answered 503')).mockResolvedValueOnce(remotes);
  const load = createFederationLoader(runtime, read);
  await expect(load('news/routes')).rejects.toThrow('503');
  expect(runtime.loadRemote).not.toHaveBeenCalled();
  await expect(load('news/routes')).resolves.toEqual({ loaded: 'news/routes' });
  expect(read).toHaveBeenCalledTimes(2);
});

test('a remote the list does not name fails with the runtime error (the section shows its fallback)', async () => {
  const load = createFederationLoader(fakeRuntime(), async () => remotes);
  await expect(load('media/routes')).rejects.toThrow('RUNTIME-004');
});
