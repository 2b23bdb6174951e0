import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DEFAULT_IMAGE } from './pageTexts';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#b71c1c"/>
  <text x="600" y="330" font-family="Noto Sans Devanagari, sans-serif" font-size="160" font-weight="700" fill="#fff" text-anchor="middle">जनमत</text>
  <text x="600" y="450" font-family="Noto Sans Devanagari, sans-serif" font-size="48" fill="#fff" text-anchor="middle">राजनीति की हर खबर</text>
</svg>
`;

/** Draws the site's default share image under DATA_DIR/uploads (pages without a photo of their own use it). */
export async function ensureDefaultImage(uploadsDir: string): Promise<void> {
  const file = join(uploadsDir, DEFAULT_IMAGE.replace(/^\/uploads\//, ''));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, SVG);
}
