import type { LiveArticle } from '@janmat/shared/contracts';
import { articleKey, HOME_KEY } from '../../api/edgeKeys';
import { liveKey } from '../../api/liveFeed';
import type { AppDeps } from '../../deps';
import { refreshReaders } from '../desk/desk';

/**
 * After a live page's write has committed: every process's read cache is cleared, and the shared
 * caches in front are purged of what shows it. An update (posted, corrected, deleted) changes the
 * article's feed and page (`live:<id>`); starting or ending the live page changes the «लाइव» badge
 * too, on every list and page the article is on (`article:<id>`) and the home page.
 */
export async function refreshLivePage(
  deps: AppDeps,
  article: Pick<LiveArticle, 'articleId'>,
  change: 'update' | 'state' = 'update',
): Promise<void> {
  const keys = [liveKey(article.articleId)];
  if (change === 'state') keys.push(articleKey(article.articleId), HOME_KEY);
  await refreshReaders(deps, keys);
}
