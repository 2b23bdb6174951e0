import { readBuildVersion } from './readBuildVersion';

test('reads the build version from the manifest, bypassing the cache', async () => {
  const fetchFn = jest.fn(
    async () => new Response(JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3+abc' } } })),
  );
  await expect(
    readBuildVersion('https://p.example/mf-manifest.json', fetchFn as unknown as typeof fetch),
  ).resolves.toBe('1.2.3+abc');
  expect(fetchFn).toHaveBeenCalledWith('https://p.example/mf-manifest.json', { cache: 'no-store' });
});

test('nothing when the manifest is missing or names no build', async () => {
  const missing = jest.fn(async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
  await expect(readBuildVersion('https://p.example/x.json', missing)).resolves.toBeUndefined();
  const bare = jest.fn(async () => new Response('{}')) as unknown as typeof fetch;
  await expect(readBuildVersion('https://p.example/x.json', bare)).resolves.toBeUndefined();
});
