import { href, type PushOutcome, type PushPayload } from '@janmat/shared/contracts';
import { isVisible } from '../../api/queries/visibility';
import { htmlToText } from '../../content/sanitizeArticle';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { PUSH_MESSAGES } from '../../push/pushMessages';
import { articleTopics, BREAKING_TOPIC } from '../../push/topics';
import { articleBySlug } from './pushArticleStore';

/** A notification's body: one line, at most this many characters. */
const BODY_MAX = 180;

const oneLine = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= BODY_MAX ? clean : `${clean.slice(0, BODY_MAX - 1).trimEnd()}…`;
};

/** A photo a notification can show (raster, on the site or absolute); the seed's drawings are not. */
function imageOf(photo: string, siteUrl: string): string | undefined {
  if (!/\.(jpe?g|png|webp)$/i.test(photo)) return undefined;
  return /^https?:\/\//i.test(photo) ? photo : `${siteUrl}${photo.startsWith('/') ? '' : '/'}${photo}`;
}

/**
 * Sends the push an editor asked for with «पुश भेजें»: a breaking item's (title «ब्रेकिंग», its
 * headline, to the followers of breaking news and of its article's category or state) or a
 * published article's (its title and first lines, to the followers of its category or state).
 * The link is the article's address on SITE_URL.
 */
export async function pushNews(
  deps: Pick<AppDeps, 'db' | 'config' | 'push'>,
  news: { source: 'breaking' | 'article'; slug: string; headline?: string; staffId: number },
): Promise<PushOutcome> {
  const article = await articleBySlug(deps.db, news.slug);
  // A push leads to the article: none while readers cannot open it.
  if (!article || !isVisible(article)) return { id: null, recipients: 0, heldTopics: [], message: M.pushArticleHidden };
  const { siteUrl } = deps.config;
  const image = imageOf(article.photo, siteUrl);
  const payload: PushPayload = {
    title: news.source === 'breaking' ? PUSH_MESSAGES.breakingTitle : article.name,
    body: oneLine(news.source === 'breaking' ? (news.headline ?? article.name) : htmlToText(article.des)),
    url: `${siteUrl}${href.article({ type: article.type, url: article.url })}`,
    ...(image ? { image } : {}),
  };
  const topics = [...(news.source === 'breaking' ? [BREAKING_TOPIC] : []), ...articleTopics(article)];
  return deps.push.announce({ source: news.source, payload, topics, staffId: news.staffId });
}
