import { fakeWorkerScope } from '../test/fakeWorkerScope';
import { installWorker } from './installWorker';

test('a new worker takes over at once (it keeps no build’s file) and every part adds its listeners', async () => {
  const worker = fakeWorkerScope();
  const part = jest.fn();
  installWorker(worker.scope, [part]);
  await worker.dispatch('install', {});
  await worker.dispatch('activate', {});
  expect(worker.scope.skipWaiting).toHaveBeenCalled();
  expect(worker.scope.clients.claim).toHaveBeenCalled();
  expect(part).toHaveBeenCalledWith(worker.scope);
  expect(worker.listeners.has('fetch')).toBe(false);
});
