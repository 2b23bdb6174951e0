import type { RemoteName } from '@janmat/shared/contracts';
import type { VoteQueue } from './api/routes/voteQueue';
import type { CoreDeps } from './core/deps';
import type { PushService } from './push/pushService';
import type { ReleaseRegistry } from './releases/registry';
import type { IndexKeeper } from './search/indexer';
import type { SearchThread } from './search/thread/searchThread';

/** What every route module needs: the core's parts and the app's own services, made once by buildApp. */
export interface AppDeps extends CoreDeps {
  /** Each section's live build and canary (releases/registry.ts): what pages are composed of. */
  releases: ReleaseRegistry;
  /** The process's votes, written together (api/routes/voteQueue.ts). */
  votes: VoteQueue;
  /** Keeps the search index up to date with the articles, shared by the readers' search and the newsroom's. */
  searchIndex: IndexKeeper;
  /** Where searches also run, beside the main database (PGlite with SEARCH_THREAD: search/thread/). */
  searchThread?: SearchThread;
  /** Web push: the site's key, the topics, the newsroom's pushes and their queue (push/pushService.ts). */
  push: PushService;
  /**
   * Signs the beacon token a page carries (its composition, its section, when it was made); absent
   * until the site's secret is read, and in tests that build routes alone.
   */
  pageToken?: (composition: Record<RemoteName, number>, owner: RemoteName, at: number) => string;
  /** Counts one server render of a section's build, for its health (releases/renderHealth.ts). */
  recordRender?: (release: number, ms: number, failed: boolean) => void;
}
