import type { PushSubscriptionRenewal } from '@janmat/shared';
import type { SubscriptionChange, WorkerScope, WorkerSubscription } from './workerScope';

/** The subscription that takes the old one's place: the browser's new one, else one made as the old one was. */
function newSubscription(scope: WorkerScope, event: SubscriptionChange, old: WorkerSubscription) {
  if (event.newSubscription) return Promise.resolve(event.newSubscription);
  const { applicationServerKey } = old.options;
  return scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Sends the new subscription to the server in the old one's place: the server moves its topics over. */
async function carryOver(scope: WorkerScope, event: SubscriptionChange, old: WorkerSubscription): Promise<void> {
  const renewed = await newSubscription(scope, event, old);
  const { p256dh, auth } = renewed.toJSON().keys ?? {};
  if (!p256dh || !auth) return;
  const body: PushSubscriptionRenewal = { endpoint: renewed.endpoint, keys: { p256dh, auth }, replaces: old.endpoint };
  await scope.fetch('/api/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * When the push service replaces a subscription (it expired or was rotated), the new one goes to the
 * server in the old one's place, so the reader keeps the topics they chose without opening the site
 * (the topics are the page's; the server moves them). Nothing is done without an old subscription.
 * A failure is let go: the bell's panel sends the subscription again when it next shows.
 */
export function renewSubscription(scope: WorkerScope): void {
  scope.addEventListener('pushsubscriptionchange', (event) => {
    const old = event.oldSubscription;
    if (!old) return;
    event.waitUntil(carryOver(scope, event, old).catch(() => undefined));
  });
}
