import type { LiveArticle } from '@janmat/shared/contracts';
import type { AppDeps } from '../../core/deps';
import { refreshReaders } from '../desk/desk';

/**
 * After a live page's write has committed (an update posted, corrected or deleted, the page marked
 * live or ended): every process's read cache is cleared, so the article's page and its
 * `/api/live/<id>` answers are made again.
 *
 * PURGE CALL SITE: the edge purge by key (the article's page, its `/api/live/<id>` feed, the lists it
 * shows in) goes here, once the purge module exists; every live write comes through this one call.
 */
export async function refreshLivePage(
  deps: AppDeps,
  _article: Pick<LiveArticle, 'articleId' | 'type' | 'url'>,
): Promise<void> {
  await refreshReaders(deps);
}
