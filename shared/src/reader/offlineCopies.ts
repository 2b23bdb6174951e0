import { readStories } from './keptStories';
import { type KeptStory, READER_KEYS } from './readerKeys';
import { subscribeStored } from './readerStorage';

/**
 * The page's side of offline reading (docs/profile.md): the site's service worker keeps a copy of
 * each saved story, and every page with scripts hands it the reader's list (the worker cannot read
 * `localStorage`), so a story removed anywhere (the profile, another tab) is removed from it too.
 */

/** The message a page sends the worker with the reader's saved stories; its answer names the paths kept. */
export const SAVED_LIST_MESSAGE = 'janmat-saved-list';

/** Where the site's one service worker is served; its scope is the whole site. */
const WORKER_URL = '/sw.js';

/** How long a page waits for the worker to keep a story (its page, photo and styles). */
const KEEP_WAIT_MS = 30_000;

/** Whether this browser can keep pages for offline reading (a service worker and the Cache API). */
export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/** Hands `worker` the list; resolves with the paths it holds copies of. */
function tell(worker: ServiceWorker, stories: KeptStory[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const late = setTimeout(() => reject(new Error('the service worker did not answer')), KEEP_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => {
      clearTimeout(late);
      const kept = event.data?.kept;
      resolve(Array.isArray(kept) ? kept.filter((path): path is string => typeof path === 'string') : []);
    };
    worker.postMessage({ type: SAVED_LIST_MESSAGE, stories }, [channel.port2]);
  });
}

/**
 * Registers the worker (once: later calls find it) and hands it the reader's saved list; resolves with
 * the paths it has copies of. Called by «सहेजें».
 */
export async function keepOffline(): Promise<string[]> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) return [];
  return tell(registration.active, readStories(READER_KEYS.saved));
}

/** Hands the saved list to the worker if this browser has one registered (none is registered for it). */
async function handOver(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (registration?.active) await tell(registration.active, readStories(READER_KEYS.saved));
}

/**
 * On every page with scripts: hands the saved list to the site's worker now and whenever it changes
 * (here or in another tab). Returns the unsubscribe.
 */
export function syncSavedCopies(): () => void {
  if (!offlineSupported()) return () => undefined;
  const sync = () => {
    handOver().catch(() => undefined);
  };
  sync();
  return subscribeStored(READER_KEYS.saved, sync);
}
