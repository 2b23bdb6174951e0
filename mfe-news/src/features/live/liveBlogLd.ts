import { absoluteUrl, isoIst, type LiveUpdate, type NewsItem } from '@janmat/shared';
import { publisherLd } from '../common/organizationLd';

/** Words of an update's text for `articleBody` (its HTML without tags), at most this many characters. */
const BODY_CHARS = 500;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, BODY_CHARS);

/**
 * schema.org LiveBlogPosting of a live page: its coverage times and the updates the page shows, each
 * a BlogPosting at the page's `#update-<id>` anchor (what search engines' live-blog guidelines ask for).
 */
export function liveBlogLd(
  item: Pick<NewsItem, 'name' | 'created_at' | 'live'>,
  canonical: string,
  updates: LiveUpdate[],
): Record<string, unknown> {
  const url = absoluteUrl(canonical);
  const newest = updates[0]?.updatedAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    headline: item.name,
    url,
    inLanguage: 'hi-IN',
    coverageStartTime: isoIst(item.created_at),
    ...(item.live ? {} : { coverageEndTime: newest ?? isoIst(item.created_at) }),
    ...(newest ? { dateModified: newest } : {}),
    publisher: publisherLd(),
    liveBlogUpdate: updates.map((update) => ({
      '@type': 'BlogPosting',
      headline: plain(update.body).slice(0, 110),
      articleBody: plain(update.body),
      datePublished: update.postedAt,
      dateModified: update.updatedAt,
      url: `${url}#update-${update.id}`,
    })),
  };
}
