import { useEffect } from 'react';
import { SITE_SHARE_IMAGE, twitterCardFor } from '../contracts/photos';
import { absoluteUrl } from './absoluteUrl';
import { sharePicture } from './shareImage';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string;
  /** Site path of the page's canonical address (`href.*`); the site URL is prefixed. */
  canonical: string;
  /** Site path or URL of the share image. */
  image?: string;
  /** What the share image shows (`og:image:alt`); the page's title when not given. */
  imageAlt?: string;
  /** Keep the page out of search results (not-found pages, user content). */
  noindex?: boolean;
  /** `article` for a news story; `website` otherwise. */
  type?: 'website' | 'article';
}

/** What makes two head elements the same tag: its kind and its name, property or rel. */
const headKey = (element: Element) =>
  `${element.tagName}|${element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? ''}`;

/**
 * The server's copies of the head tags (`data-ssr`) leave once the page's own are in place, where
 * React added its own beside them (it adopts some server elements and adds others).
 */
function removeServerHeadTags(): void {
  const own = new Set([...document.head.querySelectorAll(':is(title, meta, link):not([data-ssr])')].map(headKey));
  for (const element of document.head.querySelectorAll('[data-ssr]')) {
    if (own.has(headKey(element))) element.remove();
  }
}

/** Head tags of a page, through React 19's hoisting of `<title>`, `<meta>` and `<link>`. */
export function PageMeta({
  title,
  description,
  keywords,
  canonical,
  image,
  imageAlt,
  noindex,
  type = 'website',
}: PageMetaProps) {
  useEffect(removeServerHeadTags, []);
  const url = absoluteUrl(canonical);
  const picture = sharePicture(image);
  const alt = picture.site ? SITE_SHARE_IMAGE.alt : (imageAlt ?? title);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content="जनमत" />
      <meta property="og:locale" content="hi_IN" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture.url} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content={twitterCardFor(picture)} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture.url} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
