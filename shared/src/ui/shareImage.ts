import { sharePicturePath, uploadedPhoto } from '../contracts/photos';
import { absoluteUrl } from './absoluteUrl';

/** The site's share picture, used when a page has none of its own (a raster: previews skip SVG). */
export const DEFAULT_SHARE_IMAGE = '/uploads/site/janmat-og.png';

/**
 * The absolute URL a link preview or a search engine is given for a page's picture. Previews show
 * no SVG: the server writes a JPEG beside every SVG photo, which is shared instead. A newsroom
 * upload has its own 1200×630 crop, the size previews ask for.
 */
export function shareImageUrl(image: string | undefined): string {
  const upload = uploadedPhoto(image);
  if (upload) return absoluteUrl(sharePicturePath(upload));
  return absoluteUrl((image ?? DEFAULT_SHARE_IMAGE).replace(/\.svg$/i, '.jpg'));
}
