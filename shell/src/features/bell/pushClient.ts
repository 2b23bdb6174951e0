/** Where the site's one service worker is served; its scope is the whole site. */
const WORKER_URL = '/sw.js';

/** The topics this browser's subscription was last saved with (the server has no read of them). */
const TOPICS_KEY = 'janmat-bell-topics';

/** What the browser allows: no push at all, or the notifications' permission. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined';
  return supported ? Notification.permission : 'unsupported';
}

/**
 * Asks for the permission. It must be called inside the reader's tap (the browser shows its prompt
 * only then), before anything is awaited. Older Safari answers by a callback instead of a promise.
 */
export function askPermission(): Promise<NotificationPermission> {
  return new Promise((resolve) => {
    const answer = Notification.requestPermission(resolve);
    if (answer) answer.then(resolve, () => resolve('default'));
  });
}

/** This browser's push subscription for the site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url key (the server's VAPID public key) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Registers the site's worker (once; later calls find it) and subscribes it with the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** Whether `subscription` was made with the server's key `publicKey` (a browser that does not say is taken at its word). */
function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const made = subscription.options?.applicationServerKey;
  if (!made) return true;
  const ours = keyBytes(publicKey);
  const theirs = new Uint8Array(made);
  return theirs.length === ours.length && theirs.every((byte, i) => byte === ours[i]);
}

/**
 * The browser's subscription, made again with the server's key when it was made with another (the
 * server's keys were replaced): push services refuse what the new key signs for the old one.
 */
export async function withServerKey(subscription: PushSubscription, publicKey: string): Promise<PushSubscription> {
  if (madeWithKey(subscription, publicKey)) return subscription;
  await subscription.unsubscribe();
  return subscribeBrowser(publicKey);
}

/** The address and keys of a subscription, as the server takes them. */
export function subscriptionKeys(subscription: PushSubscription) {
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

export function storedTopics(): string[] | undefined {
  try {
    const topics = JSON.parse(localStorage.getItem(TOPICS_KEY) ?? 'null');
    return Array.isArray(topics) ? topics.filter((topic) => typeof topic === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function storeTopics(topics: string[]): void {
  try {
    localStorage.setItem(TOPICS_KEY, JSON.stringify(topics));
  } catch {
    // A browser that keeps nothing (private mode, storage off) shows the default topics next time.
  }
}
