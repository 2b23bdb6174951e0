/** `/sw.js`, the site's service worker (built by serviceWorkerPlugin.js): notifications of the bell. */
import { installWorker } from './installWorker';
import { openArticle } from './openArticle';
import { showPush } from './showPush';
import type { WorkerScope } from './workerScope';

declare const self: WorkerScope;

installWorker(self, [showPush, openArticle]);
