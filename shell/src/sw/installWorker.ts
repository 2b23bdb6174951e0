import type { WorkerPart, WorkerScope } from './workerScope';

/**
 * The site's one service worker: its parts add their listeners. It serves no fetch and keeps no cache,
 * so a new worker may take over at once (`skipWaiting`, `clients.claim`): no page is ever given a file
 * of another build by it. A part that serves fetches (offline reading) must keep that promise itself.
 */
export function installWorker(scope: WorkerScope, parts: readonly WorkerPart[]): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  for (const part of parts) part(scope);
}
