// The root (a federated singleton every page already has), not its files: a section bundling this
// subpath then carries no second copy of the theme or the photo contract.
import { type PhotoFormat, renditionPath, theme, uploadedPhoto } from '@janmat/shared';

/** The `srcset`s of an uploaded photo's renditions: WebP for browsers that take it, JPEG for the rest. */
export interface PhotoSources {
  webp: string;
  jpeg: string;
}

/**
 * `srcset`s for a stored photo path, or null when it is not a newsroom upload (the seed's SVGs
 * scale by themselves; an https:// photo has no renditions). Pure: the server and the browser
 * derive the same markup from the same path, so hydration finds nothing to change.
 */
export function photoSources(path: string | undefined): PhotoSources | null {
  const photo = uploadedPhoto(path);
  if (!photo) return null;
  const srcset = (format: PhotoFormat) =>
    photo.widths.map((width) => `${renditionPath(photo, width, format)} ${width}w`).join(', ');
  return { webp: srcset('webp'), jpeg: srcset('jpg') };
}

/** `sizes` of a photo across the page's column: the screen's width, up to the site's 1200 px. */
export const COLUMN_PHOTO_SIZES = `(min-width: ${theme.maxWidth}) ${theme.maxWidth}, 100vw`;
