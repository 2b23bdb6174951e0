import { runInNewContext } from 'node:vm';
import { fakeSubscription, fakeWorkerScope, PUSH_SERVICE, pushEvent } from '../test/fakeWorkerScope';
import { buildWorkerApart } from './serviceWorkerPlugin';

test('the built sw.js is one script that, run as a worker, shows pushes, keeps its subscription and serves no fetch', async () => {
  const source = buildWorkerApart();
  expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  const worker = fakeWorkerScope();
  runInNewContext(source, { self: worker.scope, URL });
  expect([...worker.listeners.keys()].sort()).toEqual([
    'activate',
    'install',
    'notificationclick',
    'push',
    'pushsubscriptionchange',
  ]);
  await worker.dispatch('push', pushEvent({ title: 'ब्रेकिंग', body: 'पाठ', url: '/news/national/x' }));
  expect(worker.shown.map((shown) => shown.title)).toEqual(['ब्रेकिंग']);
  const renewed = { oldSubscription: fakeSubscription(`${PUSH_SERVICE}/old1`), newSubscription: null };
  await worker.dispatch('pushsubscriptionchange', renewed);
  expect(worker.scope.fetch).toHaveBeenCalledWith(
    '/api/push/subscriptions',
    expect.objectContaining({ method: 'POST' }),
  );
});
