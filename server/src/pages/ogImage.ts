import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { rasterPathOf, writeRaster } from '../content/raster';
import { DEFAULT_IMAGE_SVG } from './pageTexts';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#b71c1c"/>
  <text x="600" y="330" font-family="Noto Sans Devanagari, sans-serif" font-size="160" font-weight="700" fill="#fff" text-anchor="middle">जनमत</text>
  <text x="600" y="450" font-family="Noto Sans Devanagari, sans-serif" font-size="48" fill="#fff" text-anchor="middle">राजनीति की हर खबर</text>
</svg>
`;

/** Site path → file under DATA_DIR/uploads. */
const fileOf = (uploadsDir: string, path: string) => join(uploadsDir, path.replace(/^\/uploads\//, ''));

/**
 * Draws the site's default share image under DATA_DIR/uploads (pages without a photo of their own
 * use it): the SVG and, from it, the 1200×630 PNG that `og:image` names. Redrawn only when the SVG
 * changed or the PNG is missing, so a restart costs nothing.
 */
export async function ensureDefaultImage(uploadsDir: string): Promise<void> {
  const svgFile = fileOf(uploadsDir, DEFAULT_IMAGE_SVG);
  const pngFile = fileOf(uploadsDir, rasterPathOf(DEFAULT_IMAGE_SVG, 'png'));
  const current = existsSync(svgFile) ? await readFile(svgFile, 'utf8') : undefined;
  if (current === SVG && existsSync(pngFile)) return;
  await mkdir(dirname(svgFile), { recursive: true });
  await writeFile(svgFile, SVG);
  await writeRaster(SVG, pngFile, 'png');
}
