import { isStaffPath } from '@janmat/shared/contracts';
import { type KeptStory, READER_LIMITS } from '@janmat/shared/reader';
import { type KeptCopy, OFFLINE_CACHES, put, readCopies, writeCopies } from './offlineCaches';
import { fontsOf, pageFiles } from './pageFiles';
import type { WorkerCache, WorkerResponse, WorkerScope } from './workerScope';

/** A page the worker may keep: the site's own public pages, never the staff's or the API's. */
export function keepablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/api/') && !isStaffPath(path);
}

/** An answer worth keeping: this site's own (`basic`), complete (200). */
const keepable = (answer: WorkerResponse | undefined): answer is WorkerResponse =>
  answer?.ok === true && answer.status === 200 && answer.type === 'basic';

async function fetchKeepable(scope: WorkerScope, url: string, fresh = false): Promise<WorkerResponse | undefined> {
  try {
    const answer = await (fresh ? scope.fetch(url, { cache: 'no-cache' }) : scope.fetch(url));
    return keepable(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
}

/** The files of a page: those its HTML names, and the fonts its stylesheets declare. */
async function filesOf(scope: WorkerScope, html: string, url: string, photo?: string) {
  const files = new Map<string, WorkerResponse>();
  const queue = pageFiles(html, url, photo);
  for (const file of queue) {
    if (files.has(file)) continue;
    const answer = await fetchKeepable(scope, file);
    if (!answer) continue;
    files.set(file, answer);
    if ((answer.headers.get('content-type') ?? '').includes('css'))
      queue.push(...fontsOf(await answer.clone().text(), file));
  }
  return files;
}

/**
 * Keeps the page `page` (the answer for `url`) whole in `cache`: its HTML as served and its files.
 * Undefined when it is not a page or storage refused it; nothing of it is then left behind.
 */
export async function keepAnswer(
  scope: WorkerScope,
  cache: WorkerCache,
  url: string,
  page: WorkerResponse,
  photo?: string,
) {
  if (!keepable(page) || !(page.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  const files = await filesOf(scope, await page.clone().text(), url, photo);
  const urls = [url, ...files.keys()];
  try {
    await put(scope, cache, url, page);
    for (const [file, answer] of files) await put(scope, cache, file, answer);
  } catch {
    for (const file of urls) await cache.delete(file);
    return undefined;
  }
  return [...files.keys()];
}

/** Fetches the page at `path` afresh and keeps it whole (see `keepAnswer`). */
async function keepPage(scope: WorkerScope, cache: WorkerCache, path: string, photo?: string) {
  const url = scope.location.origin + path;
  const page = await fetchKeepable(scope, url, true);
  return page && keepAnswer(scope, cache, url, page, photo);
}

/** Deletes the copies of `gone` (a file another copy still uses stays). */
async function dropCopies(scope: WorkerScope, cache: WorkerCache, gone: KeptCopy[], staying: KeptCopy[]) {
  const used = new Set(staying.flatMap((copy) => copy.files));
  for (const copy of gone) {
    await cache.delete(scope.location.origin + copy.path);
    for (const file of copy.files) if (!used.has(file)) await cache.delete(file);
  }
}

/**
 * Makes the saved copies the reader's list (newest first, at most `READER_LIMITS.saved`): copies no
 * longer listed are deleted, missing ones fetched. Returns the paths kept.
 */
export async function syncCopies(scope: WorkerScope, wanted: readonly KeptStory[]): Promise<string[]> {
  const list = wanted.filter((story) => keepablePath(story.path)).slice(0, READER_LIMITS.saved);
  const cache = await scope.caches.open(OFFLINE_CACHES.saved);
  const held = await readCopies(scope, cache);
  const listed = (copy: KeptCopy) => list.some((story) => story.path === copy.path);
  const staying = held.filter(listed);
  await dropCopies(
    scope,
    cache,
    held.filter((copy) => !listed(copy)),
    staying,
  );
  const copies: KeptCopy[] = [];
  for (const story of list) {
    const had = staying.find((copy) => copy.path === story.path);
    const files =
      had && (await cache.match(scope.location.origin + story.path))
        ? had.files
        : await keepPage(scope, cache, story.path, story.photo);
    if (files) copies.push({ path: story.path, title: story.title, photo: story.photo, at: story.at, files });
  }
  await writeCopies(scope, cache, copies);
  return copies.map((copy) => copy.path);
}
