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
