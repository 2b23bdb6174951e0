import { fetchRemotes } from './remotesConfig';

const answer = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

test('turns the manifest map into runtime remotes, skipping malformed entries, bypassing the cache', async () => {
  const fetchFn = answer({ news: 'https://cdn.example/news/mf-manifest.json', media: 42, polls: '' });
  await expect(fetchRemotes('/remotes.json', fetchFn)).resolves.toEqual([
    { name: 'news', entry: 'https://cdn.example/news/mf-manifest.json' },
  ]);
  expect(fetchFn).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
});

test('fails on an error answer or a body that is not a map', async () => {
  await expect(fetchRemotes('/remotes.json', answer({}, 503))).rejects.toThrow('503');
  await expect(fetchRemotes('/remotes.json', answer(['news']))).rejects.toThrow('not an object');
});
