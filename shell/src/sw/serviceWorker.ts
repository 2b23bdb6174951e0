/** `/sw.js`, the site's service worker (built by serviceWorkerPlugin.js): notifications of the bell, and their subscription kept when the push service renews it. */
import { installWorker } from './installWorker';
import { openArticle } from './openArticle';
import { renewSubscription } from './renewSubscription';
import { showPush } from './showPush';
import type { WorkerScope } from './workerScope';

declare const self: WorkerScope;

installWorker(self, [showPush, openArticle, renewSubscription]);
