import { runInNewContext } from 'node:vm';
import { fakeSubscription, fakeWorkerScope, ORIGIN, PUSH_SERVICE, pushEvent } from '../test/fakeWorkerScope';
import { buildWorkerApart } from './serviceWorkerPlugin';

test('the built sw.js is one script that, run as a worker, shows pushes, keeps its subscription and answers pages offline', async () => {
  const source = buildWorkerApart();
  expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  const worker = fakeWorkerScope();
  runInNewContext(source, { self: worker.scope, URL });
  expect([...worker.listeners.keys()].sort()).toEqual([
    'activate',
    'fetch',
    'install',
    'message',
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
  worker.scope.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
  const answer = await worker.request(`${ORIGIN}/news/national/x`);
  expect(answer).toMatchObject({ status: 503, body: expect.stringContaining('आप ऑफ़लाइन हैं') });
});
