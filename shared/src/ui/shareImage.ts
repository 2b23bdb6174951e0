import {
  type ImageSize,
  SHARE_IMAGE_SIZE,
  SITE_SHARE_IMAGE,
  seedShareSize,
  sharePicturePath,
  uploadedPhoto,
} from '../contracts/photos';
import { absoluteUrl } from './absoluteUrl';

/** The site's share picture, used when a page has none of its own (a raster: previews skip SVG). */
export const DEFAULT_SHARE_IMAGE = SITE_SHARE_IMAGE.path;

/** A page's share picture as previews and search engines are given it: its absolute URL and size. */
export interface SharePicture extends ImageSize {
  url: string;
  /** The page names no picture of its own: this is the site's. */
  site: boolean;
}

/**
 * The picture a link preview or a search engine is given for a page's `image`. Previews show no
 * SVG: a newsroom upload has its own 1200×630 crop (`og.jpg`), a seed photo the JPEG the server
 * draws beside its SVG (`seedShareSize`). Any other picture, or none, is the site's own.
 */
export function sharePicture(image: string | undefined): SharePicture {
  const upload = uploadedPhoto(image);
  if (upload) return { url: absoluteUrl(sharePicturePath(upload)), ...SHARE_IMAGE_SIZE, site: false };
  const seed = image ? seedShareSize(image) : null;
  if (image && seed) return { url: absoluteUrl(image.replace(/\.svg$/i, '.jpg')), ...seed, site: false };
  const { path, width, height } = SITE_SHARE_IMAGE;
  return { url: absoluteUrl(path), width, height, site: true };
}

/** The absolute URL of a page's share picture (`sharePicture`). */
export const shareImageUrl = (image: string | undefined): string => sharePicture(image).url;
