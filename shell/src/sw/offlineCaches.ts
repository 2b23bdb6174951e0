import type { KeptStory } from '@janmat/shared/reader';
import type { WorkerCache, WorkerResponse, WorkerScope } from './workerScope';

/**
 * The caches of offline reading (docs/profile.md, "Saved to read offline"). Their names carry the
 * version of what they hold, not of the build: a new worker (a new shell build) finds the reader's
 * saved copies where the old one left them. The version changes only with the shape of what is kept;
 * the old caches are then removed on `activate`, and the pages' next list (the reader's saved stories
 * stay in their browser) fetches the copies anew.
 */
export const OFFLINE_CACHES = {
  /** The saved stories: each one's page as served, its lead photo, the styles and fonts it links. */
  saved: 'janmat-offline-saved-v1',
  /** Copies of pages nobody saved (the latest home page): the first to go when storage is short. */
  pages: 'janmat-offline-pages-v1',
} as const;

const PREFIX = 'janmat-offline-';

/** Where the saved cache keeps its own list: the worker cannot read the page's `localStorage`. */
const LIST_PATH = '/__janmat-offline/saved.json';

/** A saved story as the worker keeps it: the reader's entry and the files kept with its page. */
export interface KeptCopy extends KeptStory {
  files: string[];
}

/** Removes the caches of offline reading of another version (a worker's `activate`). */
export async function dropOldCaches(scope: WorkerScope): Promise<void> {
  const ours: readonly string[] = Object.values(OFFLINE_CACHES);
  for (const name of await scope.caches.keys()) {
    if (name.startsWith(PREFIX) && !ours.includes(name)) await scope.caches.delete(name);
  }
}

const isCopy = (value: unknown): value is KeptCopy => {
  const c = value as KeptCopy;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.path === 'string' &&
    c.path.startsWith('/') &&
    typeof c.title === 'string' &&
    Array.isArray(c.files) &&
    c.files.every((file) => typeof file === 'string')
  );
};

/** The saved copies the worker holds, newest saved first (none when the list cannot be read). */
export async function readCopies(scope: WorkerScope, cache?: WorkerCache): Promise<KeptCopy[]> {
  const saved = cache ?? (await scope.caches.open(OFFLINE_CACHES.saved));
  try {
    const list: unknown = JSON.parse((await (await saved.match(scope.location.origin + LIST_PATH))?.text()) ?? '[]');
    return Array.isArray(list) ? list.filter(isCopy) : [];
  } catch {
    return [];
  }
}

/** Puts `answer` in `cache`; when storage is short the copies nobody saved (the home page) go first. */
export async function put(scope: WorkerScope, cache: WorkerCache, url: string, answer: WorkerResponse): Promise<void> {
  try {
    await cache.put(url, answer.clone());
  } catch {
    await scope.caches.delete(OFFLINE_CACHES.pages);
    await cache.put(url, answer);
  }
}

export function writeCopies(scope: WorkerScope, cache: WorkerCache, copies: KeptCopy[]): Promise<void> {
  const list: WorkerResponse = new scope.Response(JSON.stringify(copies), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
  return put(scope, cache, scope.location.origin + LIST_PATH, list);
}
