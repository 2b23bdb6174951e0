import type { WorkerPart, WorkerScope } from './workerScope';

/**
 * The site's one service worker: its parts add their listeners. It keeps no file of a build (no
 * script, no manifest) and answers pages from the network first, so a new worker may take over at
 * once (`skipWaiting`, `clients.claim`): no page is ever given a file of another build by it. Offline
 * reading keeps only what the reader saved (and the latest home page), in caches a new worker keeps.
 */
export function installWorker(scope: WorkerScope, parts: readonly WorkerPart[]): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  for (const part of parts) part(scope);
}
