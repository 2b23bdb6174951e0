import { fakeResponse, fakeWorkerScope } from '../test/fakeWorkerScope';
import { dropOldCaches, OFFLINE_CACHES } from './offlineCaches';

test('a new worker keeps the saved copies and any cache not its own, and removes offline caches of another version', async () => {
  const { scope } = fakeWorkerScope();
  for (const name of [OFFLINE_CACHES.saved, OFFLINE_CACHES.pages, 'janmat-offline-saved-v0', 'someone-else']) {
    await (await scope.caches.open(name)).put('https://janmat.example/x', fakeResponse('x'));
  }
  await dropOldCaches(scope);
  expect((await scope.caches.keys()).sort()).toEqual(
    [OFFLINE_CACHES.pages, OFFLINE_CACHES.saved, 'someone-else'].sort(),
  );
});
