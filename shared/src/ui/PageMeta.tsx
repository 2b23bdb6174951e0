import { absoluteUrl } from './absoluteUrl';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string;
  /** Site path of the page's canonical address (`href.*`); the site URL is prefixed. */
  canonical: string;
  /** Site path or URL of the share image. */
  image?: string;
  /** Keep the page out of search results (not-found pages, user content). */
  noindex?: boolean;
}

/** Head tags of a page, through React 19's hoisting of `<title>`, `<meta>` and `<link>`. */
export function PageMeta({ title, description, keywords, canonical, image, noindex }: PageMetaProps) {
  const url = absoluteUrl(canonical);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content="जनमत" />
      <meta property="og:locale" content="hi_IN" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}
