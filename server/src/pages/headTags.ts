import { SITE_SHARE_IMAGE, twitterCardFor } from '@janmat/shared/contracts';
import type { ServerConfig } from '../core/config';
import { escapeHtml } from '../core/escapeHtml';
import { DEFAULT_DESCRIPTION, DEFAULT_IMAGE, NOT_FOUND_PAGE, SITE_NAME } from './pageTexts';

/** The site's OpenSearch description (served by `discovery.ts`). */
export const OPENSEARCH_PATH = '/opensearch.xml';

/** Names the OpenSearch description, so browsers can offer the site's search. */
function openSearchLink(title: string): string {
  return `<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(title)}" href="${OPENSEARCH_PATH}" data-ssr>`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The head of a page sent without its server view (the fallback page): the site's own texts, since
 * the page's own head is its section's and arrives when the app boots.
 */
export interface SiteHead {
  /** Site path of the page's canonical address. */
  canonical: string;
  /** The page does not exist (404): the not-found title and description, kept out of search results. */
  notFound?: boolean;
  /** Kept out of search results although it exists (a visitor's own page). */
  noindex?: boolean;
}

export function siteTitle(head: Pick<SiteHead, 'notFound'>): string {
  return head.notFound ? `${NOT_FOUND_PAGE.title} | ${SITE_NAME}` : SITE_NAME;
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" data-ssr>`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" data-ssr>`;

/**
 * The fallback page's head tags, each marked `data-ssr`: the page's own head (`PageMeta`) removes
 * each one it replaces once the app has booted, so no tag is left twice.
 */
export function renderHeadTags(head: SiteHead, config: Pick<ServerConfig, 'siteUrl'>): string {
  const canonical = absoluteUrl(config.siteUrl, head.canonical);
  const description = head.notFound ? NOT_FOUND_PAGE.description : DEFAULT_DESCRIPTION;
  const tags = [
    metaName('description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" data-ssr>`,
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', 'hi_IN'),
    metaProperty('og:title', siteTitle(head)),
    metaProperty('og:description', description),
    metaProperty('og:image', absoluteUrl(config.siteUrl, DEFAULT_IMAGE)),
    metaProperty('og:image:width', String(SITE_SHARE_IMAGE.width)),
    metaProperty('og:image:height', String(SITE_SHARE_IMAGE.height)),
    metaProperty('og:image:alt', SITE_SHARE_IMAGE.alt),
    metaProperty('og:url', canonical),
    metaProperty('og:type', 'website'),
    metaName('twitter:card', twitterCardFor(SITE_SHARE_IMAGE)),
    metaName('twitter:image:alt', SITE_SHARE_IMAGE.alt),
    openSearchLink(SITE_NAME),
  ];
  if (head.notFound || head.noindex) tags.push(metaName('robots', 'noindex'));
  return tags.join('\n    ');
}
