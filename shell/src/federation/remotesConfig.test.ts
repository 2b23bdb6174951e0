import { fetchRemotes, fetchShellRemotes, remotesReader } from './remotesConfig';

const answer = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

test('turns the manifest map into runtime remotes, skipping malformed entries, bypassing the cache', async () => {
  const fetchFn = answer({ news: 'https://cdn.example/news/mf-manifest.json', media: 42, polls: '' });
  await expect(fetchRemotes('/remotes.json', fetchFn)).resolves.toEqual([
    { name: 'news', entry: 'https://cdn.example/news/mf-manifest.json' },
  ]);
  expect(fetchFn).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
});

test('the full document: versions and override origins are not remotes; the origins are read', async () => {
  const document = {
    news: '/remotes/news/mf-manifest.json',
    media: '/remotes/media/mf-manifest.json',
    versions: { shell: '0.0.0+eb1469f.1', news: '0.0.0+eb1469f.2', media: null },
    overrideOrigins: ['https://preview.example', 7],
  };
  const expected = [
    { name: 'news', entry: '/remotes/news/mf-manifest.json' },
    { name: 'media', entry: '/remotes/media/mf-manifest.json' },
  ];
  await expect(fetchRemotes('/remotes.json', answer(document))).resolves.toEqual(expected);
  await expect(fetchShellRemotes('/remotes.json', answer(document))).resolves.toEqual({
    remotes: expected,
    overrideOrigins: ['https://preview.example'],
  });
  await expect(fetchShellRemotes('/remotes.json', answer({ news: '/n.json' }))).resolves.toMatchObject({
    overrideOrigins: [],
  });
});

test('fails on an error answer or a body that is not a map', async () => {
  await expect(fetchRemotes('/remotes.json', answer({}, 503))).rejects.toThrow('503');
  await expect(fetchRemotes('/remotes.json', answer(['news']))).rejects.toThrow('not an object');
});

describe('remotesReader', () => {
  const remotes = [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }];

  test('answers first with the read started at boot, then reads again', async () => {
    const read = jest.fn(async () => remotes);
    const reader = remotesReader(Promise.resolve(remotes.slice(0, 0)), read);
    await expect(reader()).resolves.toEqual([]);
    expect(read).not.toHaveBeenCalled();
    await expect(reader()).resolves.toEqual(remotes);
    expect(read).toHaveBeenCalledTimes(1);
  });

  test('logs a failed boot read, and a later ask reads again (a section retry recovers)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reader = remotesReader(Promise.reject(new Error('503')), async () => remotes);
    await expect(reader()).rejects.toThrow('503');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/remotes.json'), expect.any(Error));
    await expect(reader()).resolves.toEqual(remotes);
    error.mockRestore();
  });
});
