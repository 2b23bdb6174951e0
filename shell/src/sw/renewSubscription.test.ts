import { fakeSubscription, fakeWorkerScope, PUSH_SERVICE } from '../test/fakeWorkerScope';
import { renewSubscription } from './renewSubscription';
import type { WorkerSubscription } from './workerScope';

const OLD = fakeSubscription(`${PUSH_SERVICE}/old1`);

async function change(oldSubscription: WorkerSubscription | null, newSubscription: WorkerSubscription | null) {
  const worker = fakeWorkerScope();
  renewSubscription(worker.scope);
  await worker.dispatch('pushsubscriptionchange', { oldSubscription, newSubscription });
  return { ...worker, sent: worker.scope.fetch.mock.calls };
}

const posted = (endpoint: string, tail: string) => [
  '/api/push/subscriptions',
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      endpoint,
      keys: { p256dh: `p256dh-of-${tail}`, auth: `auth-of-${tail}` },
      replaces: OLD.endpoint,
    }),
  },
];

test("the browser's new subscription goes to the server in the old one's place (the server moves its topics)", async () => {
  const { sent, scope } = await change(OLD, fakeSubscription(`${PUSH_SERVICE}/new1`));
  expect(sent).toEqual([posted(`${PUSH_SERVICE}/new1`, 'new1')]);
  expect(scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
});

test('without a new one, one is made as the old one was (visible pushes, its key) and sent', async () => {
  const { sent, scope } = await change(OLD, null);
  expect(scope.registration.pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: OLD.options.applicationServerKey,
  });
  expect(sent).toEqual([posted(`${PUSH_SERVICE}/made`, 'made')]);
});

test('without an old subscription there is nothing to carry over: nothing is made or sent', async () => {
  const { sent, scope } = await change(null, fakeSubscription(`${PUSH_SERVICE}/new2`));
  expect(sent).toEqual([]);
  expect(scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
});

test('a failed send or subscribe is let go: the work given to waitUntil still settles without an error', async () => {
  const worker = fakeWorkerScope();
  worker.scope.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
  worker.scope.registration.pushManager.subscribe.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  renewSubscription(worker.scope);
  const work: Promise<unknown>[] = [];
  const waitUntil = (p: Promise<unknown>) => work.push(p);
  for (const event of [
    { oldSubscription: OLD, newSubscription: fakeSubscription(`${PUSH_SERVICE}/new3`) },
    { oldSubscription: OLD, newSubscription: null },
  ])
    for (const listener of worker.listeners.get('pushsubscriptionchange') ?? [])
      listener({ ...event, waitUntil } as never);
  expect(work).toHaveLength(2);
  await expect(Promise.all(work)).resolves.toEqual([undefined, undefined]);
  expect(worker.scope.fetch).toHaveBeenCalledTimes(1);
});
