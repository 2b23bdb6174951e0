/** `/sw.js`, the site's service worker (built by serviceWorkerPlugin.js): notifications of the bell, their subscription kept when the push service renews it, and offline reading of saved stories. */
import { installWorker } from './installWorker';
import { openArticle } from './openArticle';
import { readOffline } from './readOffline';
import { renewSubscription } from './renewSubscription';
import { showPush } from './showPush';
import type { WorkerScope } from './workerScope';

declare const self: WorkerScope;

installWorker(self, [showPush, openArticle, renewSubscription, readOffline]);
