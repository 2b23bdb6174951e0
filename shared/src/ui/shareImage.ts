import { absoluteUrl } from './absoluteUrl';

/** The site's share picture, used when a page has none of its own (a raster: previews skip SVG). */
export const DEFAULT_SHARE_IMAGE = '/uploads/site/janmat-og.png';

/**
 * The absolute URL a link preview or a search engine is given for a page's picture. Previews show
 * no SVG: the server writes a JPEG beside every SVG photo, which is shared instead.
 */
export function shareImageUrl(image: string | undefined): string {
  return absoluteUrl((image ?? DEFAULT_SHARE_IMAGE).replace(/\.svg$/i, '.jpg'));
}
