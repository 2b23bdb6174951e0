import type { LiveArticle } from '@janmat/shared/contracts';
import { articleKey, articlePlaceKeys } from '../../api/edgeKeys';
import { liveKey } from '../../api/liveFeed';
import type { AppDeps } from '../../deps';
import { selectArticle } from '../articles/articleStore';

/** What a live page's write changed: an update (posted, corrected, deleted) or the page's start or end. */
type LiveChange = 'update' | 'state';

/**
 * After a live page's write has committed: every answer showing it is dropped, on every process and
 * in the shared caches in front (`afterWrite`). An update changes the article's feed and page
 * (`live:<id>`); once the live page has ended, an update removed may leave none, and the article then
 * no longer shows its ended live page (`article:<id>`). Starting or ending the live page changes the
 * «लाइव» badge wherever the article is shown: its own answers, every list it is on (by the lists' own
 * keys too, past the article keys a list names), the home page and search.
 */
export async function refreshLivePage(
  deps: Pick<AppDeps, 'db' | 'afterWrite'>,
  article: Pick<LiveArticle, 'articleId' | 'live'>,
  change: LiveChange = 'update',
): Promise<void> {
  const keys = [liveKey(article.articleId)];
  if (change === 'state') {
    const place = await selectArticle(deps.db, article.articleId, false);
    keys.push(...(place ? articlePlaceKeys(place) : [articleKey(article.articleId)]));
  } else if (!article.live) keys.push(articleKey(article.articleId));
  await deps.afterWrite({ keys });
}
