import { OVERRIDE_COOKIE } from '@janmat/shared/composition';
import { type OverrideRequest, overridableRemotes } from './overridableRemotes';

const shell = {
  remotes: [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }],
  overrideOrigins: ['https://preview.example'],
};

test('a reader with no override asked for or kept never loads the override code', async () => {
  const load = jest.fn();
  const read = overridableRemotes(async () => shell, { requested: {}, active: {}, cookies: () => 'theme=dark' }, load);
  await expect(read()).resolves.toEqual(shell.remotes);
  expect(load).not.toHaveBeenCalled();
});

test('an override in the address or in the cookie is applied before the remotes are handed over', async () => {
  const requests: OverrideRequest[] = [
    { requested: { news: 'https://preview.example/mf-manifest.json' }, active: {}, cookies: () => '' },
    { requested: {}, active: {}, cookies: () => `a=1; ${OVERRIDE_COOKIE}=%7B%7D` },
  ];
  for (const request of requests) {
    const apply = jest.fn((_shell: unknown, req: OverrideRequest) => {
      req.active.news = 'https://preview.example/mf-manifest.json';
    });
    const read = overridableRemotes(
      async () => shell,
      request,
      async () => apply,
    );
    await expect(read()).resolves.toEqual(shell.remotes);
    expect(apply).toHaveBeenCalledWith(shell, request);
    expect(request.active).toEqual({ news: 'https://preview.example/mf-manifest.json' });
  }
});

test('a failed read of /remotes.json fails the load as before (the section offers its retry)', async () => {
  const read = overridableRemotes(
    async () => {
      throw new Error('/remotes.json answered 503');
    },
    { requested: { news: 'x' }, active: {}, cookies: () => '' },
    jest.fn(),
  );
  await expect(read()).rejects.toThrow('503');
});
