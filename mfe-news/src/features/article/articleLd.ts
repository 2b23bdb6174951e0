import { absoluteUrl, encodeAuthorId, href, isoIst, type NewsItem, shareImageUrl } from '@janmat/shared';
import { publisherLd } from '../common/organizationLd';

/** schema.org NewsArticle of a story: what search engines' article guidelines ask for. */
export function articleLd(
  item: Pick<NewsItem, 'name' | 'photo' | 'created_at' | 'reported_by' | 'reporter'>,
  canonical: string,
  description: string,
): Record<string, unknown> {
  const published = isoIst(item.created_at);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.name,
    description,
    image: [shareImageUrl(item.photo)],
    datePublished: published,
    dateModified: published,
    mainEntityOfPage: absoluteUrl(canonical),
    inLanguage: 'hi-IN',
    author: [
      {
        '@type': 'Person',
        name: item.reported_by,
        url: absoluteUrl(href.author({ id: encodeAuthorId(item.reporter) })),
      },
    ],
    publisher: publisherLd(),
  };
}
