import sharp from 'sharp';

/**
 * Share previews (Facebook, X, WhatsApp) show no picture for SVG, so every image a page names in
 * `og:image` also exists as a raster drawn from its SVG: JPEG for photos, PNG for the flat site image.
 * The text is drawn through fontconfig, with the site's own Devanagari face once the server has
 * called useShippedFont (shareFont.ts) at start.
 */
export type RasterFormat = 'jpeg' | 'png';

const RASTER_EXTENSION: Record<RasterFormat, string> = { jpeg: '.jpg', png: '.png' };

/** The raster beside an SVG: `/uploads/news/x.svg` → `/uploads/news/x.jpg`. Other paths are unchanged. */
export function rasterPathOf(path: string, format: RasterFormat = 'jpeg'): string {
  return path.replace(/\.svg$/i, RASTER_EXTENSION[format]);
}

/** Draws `svg` (its own width and height) into `file`. */
export async function writeRaster(svg: string, file: string, format: RasterFormat): Promise<void> {
  const image = sharp(Buffer.from(svg, 'utf8'));
  await (format === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
    : image.png({ compressionLevel: 9 })
  ).toFile(file);
}
