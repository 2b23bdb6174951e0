import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  encodeAuthorId,
  href,
  isoIst,
  type NewsItem,
  shareImageUrl,
} from '@janmat/shared';

const SITE_NAME = 'जनमत';
/** The site's logo for search engines: its share picture, 1200 × 630. */
const LOGO = { url: DEFAULT_SHARE_IMAGE, width: 1200, height: 630 };

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
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO.url), width: LOGO.width, height: LOGO.height },
    },
  };
}
