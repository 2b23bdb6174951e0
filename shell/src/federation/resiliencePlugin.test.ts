import { resiliencePlugin } from './resiliencePlugin';

type Hook<K extends 'loadEntryError' | 'errorLoadRemote'> = NonNullable<ReturnType<typeof resiliencePlugin>[K]>;
type EntryArgs = Parameters<Hook<'loadEntryError'>>[0];
type ErrorArgs = Parameters<Hook<'errorLoadRemote'>>[0];

const wait = jest.fn(async () => undefined);
const remoteInfo = { name: 'media', entry: '/remotes/media/mf-manifest.json' } as EntryArgs['remoteInfo'];

beforeEach(() => {
  wait.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('retries a failed entry script with growing pauses until it loads', async () => {
  const exportsOfEntry = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(exportsOfEntry);
  const plugin = resiliencePlugin({ retries: 3, delayMs: 100, wait });
  const globalLoading: Record<string, unknown> = { 'media:entry': Promise.resolve() };
  const args = { getRemoteEntry, remoteInfo, globalLoading, uniqueKey: 'media:entry' };
  const result = await plugin.loadEntryError?.(args as unknown as EntryArgs);
  expect(result).toBe(exportsOfEntry);
  expect(globalLoading).toEqual({});
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  expect(wait.mock.calls).toEqual([[100], [200]]);
});

test('gives up on the entry after the configured retries', async () => {
  const getRemoteEntry = jest.fn().mockRejectedValue(new Error('offline'));
  const plugin = resiliencePlugin({ retries: 2, wait });
  const args = { getRemoteEntry, remoteInfo, globalLoading: {}, uniqueKey: 'media:entry' };
  await expect(plugin.loadEntryError?.(args as unknown as EntryArgs)).resolves.toBe(undefined);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
});

test('recovers a manifest that failed once by fetching it again', async () => {
  const manifest = { metaData: {}, exposes: [], shared: [] };
  const fetchFn = jest
    .fn()
    .mockResolvedValueOnce({ ok: false, status: 502, json: async () => ({}) })
    .mockResolvedValueOnce({ ok: true, status: 200, json: async () => manifest });
  const plugin = resiliencePlugin({ retries: 2, wait, fetchFn });
  const args = { id: 'http://cdn.example/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' };
  await expect(plugin.errorLoadRemote?.(args as ErrorArgs)).resolves.toEqual(manifest);
  expect(fetchFn).toHaveBeenCalledTimes(2);
});

test('lets a module that cannot load reach the error boundary, and logs it', async () => {
  const plugin = resiliencePlugin({ wait });
  const args = { id: 'news/routes', error: new Error('gone'), lifecycle: 'onLoad', remote: { name: 'news' } };
  await expect(plugin.errorLoadRemote?.(args as unknown as ErrorArgs)).resolves.toBeUndefined();
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"news"'), args.error);
});
