import type { ServerConfig } from '../config';
import { shareImageOf } from './ogImage';
import type { PageMeta } from './pageMeta';
import { DEFAULT_IMAGE, SITE_NAME } from './pageTexts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function pageTitle(meta: Pick<PageMeta, 'title'>): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" data-ssr>`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" data-ssr>`;

/** The route's head tags, each marked `data-ssr` (the shell removes them once its own head takes over). */
export function renderHeadTags(meta: PageMeta, config: Pick<ServerConfig, 'siteUrl'>): string {
  const canonical = absoluteUrl(config.siteUrl, meta.canonical);
  const title = pageTitle(meta);
  const tags = [
    metaName('description', meta.description),
    metaName('keywords', meta.keywords),
    `<link rel="canonical" href="${escapeHtml(canonical)}" data-ssr>`,
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', 'hi_IN'),
    metaProperty('og:title', title),
    metaProperty('og:description', meta.description),
    // Share previews show no SVG: the raster drawn beside each seed picture (ogImage.ts).
    metaProperty('og:image', absoluteUrl(config.siteUrl, shareImageOf(meta.image ?? DEFAULT_IMAGE))),
    metaProperty('og:url', canonical),
    metaProperty('og:type', meta.type ?? 'website'),
    metaName('twitter:card', 'summary_large_image'),
  ];
  if (meta.noindex) tags.push(metaName('robots', 'noindex'));
  return tags.join('\n    ');
}
