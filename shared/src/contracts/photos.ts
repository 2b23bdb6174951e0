import { IMAGE_SIZES, UPLOAD_PATHS } from './entities';

/**
 * Photos uploaded in the newsroom (server/src/newsroom/photoRoutes.ts) and how readers' pages find
 * their renditions. One upload is one folder:
 *
 *   /uploads/newsroom/<yyyymm>/<id>/<w>.jpg and <w>.webp   each rendition width w
 *   /uploads/newsroom/<yyyymm>/<id>/og.jpg                 1200×630 share picture
 *
 * An article or author stores the largest JPEG (`…/<id>/1280.jpg`, or the photo's own width when it
 * is narrower: never upscaled). Everything else is derived from that one path, so the server that
 * writes the files and the pages that name them cannot disagree, and no table is needed.
 */

/** Rendition widths, narrowest first; a photo narrower than one of them stops at its own width. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;

/** The widest rendition: wider photos are scaled down to it. */
export const PHOTO_MAX_WIDTH = 1280;

export type PhotoFormat = 'jpg' | 'webp';

const UPLOADED = /^\/uploads\/newsroom\/(\d{6})\/([0-9a-f]{20})\/(\d{1,4})\.jpg$/;

export interface UploadedPhoto {
  /** The folder of the upload, `/uploads/newsroom/<yyyymm>/<id>/`. */
  folder: string;
  /** Widths of its renditions, narrowest first (the last is the stored path's). */
  widths: number[];
}

/** The widths an upload has when its largest rendition is `largest` pixels wide. */
export function renditionWidths(largest: number): number[] {
  return [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
}

/** An uploaded photo's folder and widths; null for any other path (seed SVGs, https:// photos). */
export function uploadedPhoto(path: string | undefined): UploadedPhoto | null {
  const match = path ? UPLOADED.exec(path) : null;
  if (!match) return null;
  const largest = Number(match[3]);
  if (largest < 1 || largest > PHOTO_MAX_WIDTH) return null;
  return { folder: `/uploads/newsroom/${match[1]}/${match[2]}/`, widths: renditionWidths(largest) };
}

export const renditionPath = (photo: UploadedPhoto, width: number, format: PhotoFormat): string =>
  `${photo.folder}${width}.${format}`;

export const sharePicturePath = (photo: UploadedPhoto): string => `${photo.folder}og.jpg`;

/**
 * The pictures pages name in `og:image` / `twitter:image`, and their sizes (`og:image:width` and
 * `og:image:height`), so previews lay a card out before they fetch the picture. The server draws
 * each one (the site's picture, a seed photo's JPEG, an upload's `og.jpg`) at the size given here.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** What link previews ask for (Facebook, X's large card, WhatsApp). */
export const SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };

/** The site's share picture, named when a page has none of its own (a raster: previews skip SVG). */
export const SITE_SHARE_IMAGE = {
  path: '/uploads/site/janmat-og.png',
  ...SHARE_IMAGE_SIZE,
  /** What it shows: the site's name and tagline. */
  alt: 'जनमत — राजनीति की हर खबर',
} as const;

/**
 * Seed folders whose pictures are a page's share picture, and the size of the JPEG the server draws
 * beside each SVG: 1200×630 for news, albums and web stories; an author's portrait stays square,
 * as on the author's page.
 */
const SEED_SHARE_SIZES: Record<string, ImageSize> = {
  [UPLOAD_PATHS.news]: SHARE_IMAGE_SIZE,
  [UPLOAD_PATHS.albums]: SHARE_IMAGE_SIZE,
  [UPLOAD_PATHS.stories]: SHARE_IMAGE_SIZE,
  [UPLOAD_PATHS.reporters]: IMAGE_SIZES.author,
  [UPLOAD_PATHS.auditors]: IMAGE_SIZES.author,
};

const SEED_SVG = /^(\/uploads\/[a-z]+\/)[a-z0-9][a-z0-9-]*\.svg$/;

/** The size of a seed picture's share JPEG; null when the path is no seed SVG that pages share. */
export function seedShareSize(path: string): ImageSize | null {
  const folder = SEED_SVG.exec(path)?.[1];
  return (folder && SEED_SHARE_SIZES[folder]) || null;
}

/** A square picture gets X's small card (`summary`): the large one would crop it to 2:1. */
export const twitterCardFor = (size: ImageSize): 'summary' | 'summary_large_image' =>
  size.width === size.height ? 'summary' : 'summary_large_image';
