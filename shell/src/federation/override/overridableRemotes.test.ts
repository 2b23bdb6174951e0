import { type OverrideRequest, overridableRemotes } from './overridableRemotes';

const shell = {
  remotes: [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }],
  overrideOrigins: ['https://preview.example'],
};
const NEWS = 'https://preview.example/mf-manifest.json';

test('a reader with no override proposed or applied never loads the override code', async () => {
  const load = jest.fn();
  const read = overridableRemotes(async () => shell, { requested: {}, applied: {}, active: {}, sealed: [] }, load);
  await expect(read()).resolves.toEqual(shell.remotes);
  expect(load).not.toHaveBeenCalled();
});

test('an override proposed in the address or applied in the page is worked out before the remotes are handed over', async () => {
  const requests: OverrideRequest[] = [
    { requested: { news: NEWS }, applied: {}, active: {}, sealed: [] },
    { requested: {}, applied: { news: NEWS }, active: {}, sealed: [] },
  ];
  for (const request of requests) {
    const apply = jest.fn((_shell: unknown, req: OverrideRequest) => {
      req.active.news = NEWS;
    });
    const read = overridableRemotes(
      async () => shell,
      request,
      async () => apply,
    );
    await expect(read()).resolves.toEqual(shell.remotes);
    expect(apply).toHaveBeenCalledWith(shell, request);
    expect(request.active).toEqual({ news: NEWS });
  }
});

test('a failed read of /remotes.json fails the load as before (the section offers its retry)', async () => {
  const read = overridableRemotes(
    async () => {
      throw new Error('/remotes.json answered 503');
    },
    { requested: { news: 'x' }, applied: {}, active: {}, sealed: [] },
    jest.fn(),
  );
  await expect(read()).rejects.toThrow('503');
});
