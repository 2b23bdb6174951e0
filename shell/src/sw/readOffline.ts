import { isStoryList, type KeptStory, SAVED_LIST_MESSAGE } from '@janmat/shared/reader';
import { keepAnswer, keepablePath, syncCopies } from './keepCopies';
import { dropOldCaches, OFFLINE_CACHES, readCopies } from './offlineCaches';
import { offlinePage } from './offlinePage';
import { answerToRead } from './pageToRead';
import type { FetchArrival, WorkerRequest, WorkerResponse, WorkerScope } from './workerScope';

/** What a page asks for while the network is gone, from the copies: styles, fonts and photos. */
const KEPT_FILES = new Set(['style', 'font', 'image']);

const HOME_PATH = '/';

/** A font file among a copy's files. */
const FONT_FILE = /\.(?:woff2?|ttf|otf)(?:[?#]|$)/i;

/** Said on the offline page when a form posted without scripts (a vote, the contact form) could not go. */
export const FORM_NOT_SENT =
  'आपका जवाब नहीं भेजा जा सका, क्योंकि इंटरनेट कनेक्शन नहीं है। कनेक्शन लौटने पर पिछले पेज पर जाकर फिर से भेजें।';

/** The worker's own page when there is neither network nor a copy (never kept by anyone: `no-store`). */
async function offlineAnswer(scope: WorkerScope, notice?: string): Promise<WorkerResponse> {
  const home = await (await scope.caches.open(OFFLINE_CACHES.pages)).match(scope.location.origin + HOME_PATH);
  const copies = await readCopies(scope);
  const font = copies.flatMap((copy) => copy.files).find((file) => FONT_FILE.test(file));
  return new scope.Response(offlinePage(copies, home !== undefined, font, notice), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'",
    },
  });
}

/** The copy kept of the page at `path`: a saved story's, or the home page's. */
async function keptCopy(scope: WorkerScope, path: string): Promise<WorkerResponse | undefined> {
  const url = scope.location.origin + path;
  if ((await readCopies(scope)).some((copy) => copy.path === path)) {
    return (await scope.caches.open(OFFLINE_CACHES.saved)).match(url);
  }
  return path === HOME_PATH ? (await scope.caches.open(OFFLINE_CACHES.pages)).match(url) : undefined;
}

/** The page at `path` from its kept copy, to read (`answerToRead`: none of its builds' scripts run). */
async function keptPage(scope: WorkerScope, path: string): Promise<WorkerResponse | undefined> {
  const kept = await keptCopy(scope, path);
  return kept && answerToRead(scope, kept);
}

/**
 * A page's request as the worker sends it. A browser asks the server again for every page it opens
 * (pages are `max-age=0`), but a worker's `fetch` is not a navigation: the HTTP cache would answer it
 * with the copy of a page seen moments ago while it asks in the background (`stale-while-revalidate`),
 * and a reader would get a page of the builds before a release, or before a correction. So an
 * ordinary visit is asked of the server (`no-cache`: a 304 when the page is unchanged); a request the
 * browser gave a mode of its own (a reload, a history navigation) keeps it.
 */
function pageRequest(scope: WorkerScope, request: WorkerRequest): Promise<WorkerResponse> {
  return request.cache === 'default' ? scope.fetch(request, { cache: 'no-cache' }) : scope.fetch(request);
}

/** A page: from the network (the home page's answer kept as its latest copy); without it, a copy or the offline page. */
async function pageFirstFromNetwork(scope: WorkerScope, event: FetchArrival, path: string) {
  try {
    const answer = await pageRequest(scope, event.request);
    if (path === HOME_PATH && answer.status === 200) {
      const copy = answer.clone();
      const url = scope.location.origin + HOME_PATH;
      event.waitUntil(scope.caches.open(OFFLINE_CACHES.pages).then((cache) => keepAnswer(scope, cache, url, copy)));
    }
    return answer;
  } catch {
    return (await keptPage(scope, path)) ?? offlineAnswer(scope);
  }
}

/** A form posted as a page (no scripts ran: a kept copy, scripts off): to the network; without it, the offline page saying so. */
async function formToNetwork(scope: WorkerScope, request: WorkerRequest): Promise<WorkerResponse> {
  try {
    return await scope.fetch(request);
  } catch {
    return offlineAnswer(scope, FORM_NOT_SENT);
  }
}

/** A file: from the network; without it, the copy kept with a saved story or the home page. */
async function fileFromNetwork(scope: WorkerScope, event: FetchArrival, url: string): Promise<WorkerResponse> {
  try {
    return await scope.fetch(event.request);
  } catch (failure) {
    for (const name of Object.values(OFFLINE_CACHES)) {
      const kept = await (await scope.caches.open(name)).match(url);
      if (kept) return kept;
    }
    throw failure;
  }
}

/** How the worker answers `event`, or undefined: the browser then fetches as without a worker. */
function answerOf(scope: WorkerScope, event: FetchArrival): Promise<WorkerResponse> | undefined {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || !keepablePath(url.pathname)) return undefined;
  if (request.method !== 'GET') return request.mode === 'navigate' ? formToNetwork(scope, request) : undefined;
  if (request.mode === 'navigate') return pageFirstFromNetwork(scope, event, url.pathname);
  return KEPT_FILES.has(request.destination) ? fileFromNetwork(scope, event, url.href.replace(/#.*$/, '')) : undefined;
}

/** The saved list of a page's message, or null for any other message. */
function savedListOf(data: unknown): KeptStory[] | null {
  const message = data as { type?: unknown; stories?: unknown } | null;
  return message?.type === SAVED_LIST_MESSAGE && isStoryList(message.stories) ? message.stories : null;
}

/**
 * Offline reading: keeps the reader's saved stories whole and the latest home page, and answers
 * pages from the network first, from those copies when it fails. Lists from pages are worked one
 * after another, each answered with the paths kept.
 */
export function readOffline(scope: WorkerScope): void {
  let working: Promise<unknown> = Promise.resolve();
  scope.addEventListener('activate', (event) => event.waitUntil(dropOldCaches(scope)));
  scope.addEventListener('fetch', (event) => {
    const answer = answerOf(scope, event);
    if (answer) event.respondWith(answer);
  });
  scope.addEventListener('message', (event) => {
    const stories = savedListOf(event.data);
    if (!stories) return;
    const done = working.then(() => syncCopies(scope, stories)).catch(() => [] as string[]);
    working = done;
    event.waitUntil(done.then((kept) => event.ports[0]?.postMessage({ type: SAVED_LIST_MESSAGE, kept })));
  });
}
