import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZES, type ImageSize, seedShareSize } from '@janmat/shared/contracts';
import { rasterPathOf, writeRaster } from '../content/raster';
import type { SeedContent } from './types';

/**
 * Draws the seed corpus's pictures locally: one small SVG per image path the content references,
 * with a gradient whose hue comes from the path and a simple motif for the kind of picture. No
 * network. The pictures a page names as its share image (article, album, web story and author photos)
 * also get a JPEG beside the SVG (raster.ts), drawn at the size previews are told (`seedShareSize`:
 * 1200×630, an author's portrait square), with the Devanagari caption (headline, name or title) in
 * the site's own face: a preview stands alone. A page's pictures carry no caption: the page says it
 * beside them, and an image cannot use the page's web font, so on a device without a Devanagari face
 * its letters would be boxes.
 */

type ImageKind = keyof typeof IMAGE_SIZES;

export interface SeedImage {
  /** Site path, e.g. `/uploads/news/some-story.svg`. */
  path: string;
  caption: string;
  kind: ImageKind;
}

const UPLOADS_PREFIX = '/uploads/';
const FOLDER_KINDS: Record<string, ImageKind> = {
  news: 'news',
  albums: 'album',
  photos: 'photo',
  stories: 'story',
  newsreporters: 'author',
  newsauditors: 'author',
};
/** Only plain slugs in a known folder: nothing can be written outside the uploads directory. */
const PATH_PATTERN = /^\/uploads\/([a-z]+)\/[a-z0-9][a-z0-9-]*\.svg$/;

function kindOf(path: string): ImageKind {
  const folder = PATH_PATTERN.exec(path)?.[1];
  const kind = folder === undefined ? undefined : FOLDER_KINDS[folder];
  if (!kind) throw new Error(`Not a seed image path: ${path}`);
  return kind;
}

/** Every distinct image path of the corpus with the text drawn on it (first reference wins). */
export function collectSeedImages(content: SeedContent): SeedImage[] {
  const refs: [string, string][] = [
    ...content.news.map((n): [string, string] => [n.photo, n.name]),
    ...content.authors.map((a): [string, string] => [a.photo, a.name]),
    ...content.albums.flatMap((a) => [
      [a.photo, a.name] as [string, string],
      ...a.photos.map((p): [string, string] => [p.photo, p.name]),
    ]),
    ...content.stories.map((s): [string, string] => [s.photo, s.title]),
  ];
  const byPath = new Map<string, SeedImage>();
  for (const [path, caption] of refs) {
    if (!byPath.has(path)) byPath.set(path, { path, caption, kind: kindOf(path) });
  }
  return [...byPath.values()];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Greedy word wrap; past `maxLines` the last kept line ends with an ellipsis. */
export function wrapCaption(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** FNV-1a: a stable number from the path, so every image keeps its colours across runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hslToHex(hue: number, sat: number, light: number): string {
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

type Motif = (w: number, h: number, seed: number) => string;

const circle = (cx: number, cy: number, r: number, opacity: number): string =>
  `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${opacity}"/>`;

const MOTIFS: Record<ImageKind, Motif> = {
  news: (w, h, seed) => {
    const cx = w * (0.72 + (seed % 13) / 100);
    return `${circle(cx, h * 0.3, h * 0.34, 0.08)}${circle(cx, h * 0.3, h * 0.2, 0.1)}<path d="M0 ${Math.round(h * 0.62)}L${w} ${Math.round(h * 0.38)}V${h}H0Z" fill="#000" fill-opacity=".12"/>`;
  },
  album: (w, h, seed) => landscape(w, h, seed),
  photo: (w, h, seed) => landscape(w, h, seed),
  story: (w, h, seed) =>
    `${circle(w * 0.2, h * (0.15 + (seed % 7) / 100), w * 0.45, 0.08)}${circle(w * 0.85, h * 0.45, w * 0.3, 0.1)}`,
  author: (w, h) =>
    `${circle(w / 2, h * 0.3, h * 0.14, 0.35)}<path d="M${w * 0.22} ${h * 0.76}C${w * 0.24} ${h * 0.5} ${w * 0.76} ${h * 0.5} ${w * 0.78} ${h * 0.76}Z" fill="#fff" fill-opacity=".35"/>`,
};

function landscape(w: number, h: number, seed: number): string {
  const peak = Math.round(w * (0.3 + (seed % 20) / 100));
  return `${circle(w * 0.78, h * 0.24, h * 0.1, 0.35)}<path d="M0 ${Math.round(h * 0.7)}L${peak} ${Math.round(h * 0.32)}L${Math.round(w * 0.75)} ${Math.round(h * 0.7)}Z" fill="#fff" fill-opacity=".16"/>`;
}

/** Font size and line count of the caption for each kind. */
const CAPTION: Record<ImageKind, { font: number; lines: number }> = {
  news: { font: 52, lines: 3 },
  album: { font: 38, lines: 3 },
  photo: { font: 38, lines: 3 },
  story: { font: 52, lines: 4 },
  author: { font: 28, lines: 2 },
};

/**
 * The SVG text of one seed image, at its kind's size or at `size` (its share picture), with its caption
 * drawn on it when `captioned` (a share picture's, rastered with the site's face).
 */
export function drawSeedImage(image: SeedImage, size: ImageSize = IMAGE_SIZES[image.kind], captioned = false): string {
  const { width: w, height: h } = size;
  const { font, lines: maxLines } = CAPTION[image.kind];
  const seed = hash(image.path);
  const hue = seed % 360;
  const pad = Math.round(font * 1.2);
  // Devanagari averages about half an em per UTF-16 unit (vowel signs take no width of their own).
  const lines = wrapCaption(image.caption, Math.floor((w - 2 * pad) / (font * 0.5)), maxLines);
  const lineHeight = Math.round(font * 1.3);
  const top = h - pad - lines.length * lineHeight;
  const tspans = lines
    .map((l, i) => `<tspan x="${pad}" y="${top + font + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  const caption = [
    `<rect y="${top - Math.round(font * 0.6)}" width="${w}" height="${h - top + Math.round(font * 0.6)}" fill="#000" fill-opacity=".3"/>`,
    `<g font-family="'Noto Sans Devanagari', sans-serif" fill="#fff">`,
    `<text x="${pad}" y="${pad + Math.round(font * 0.5)}" font-size="${Math.round(font * 0.6)}" fill-opacity=".85">जनमत</text>`,
    `<text font-size="${font}" font-weight="700">${tspans}</text>`,
    '</g>',
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<title>${escapeXml(image.caption)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslToHex(hue, 0.6, 0.5)}"/><stop offset="1" stop-color="${hslToHex((hue + 50) % 360, 0.65, 0.28)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    MOTIFS[image.kind](w, h, seed),
    ...(captioned ? caption : []),
    '</svg>',
  ].join('');
}

function fileFor(uploadsDir: string, path: string): string {
  return join(uploadsDir, path.slice(UPLOADS_PREFIX.length));
}

/** Rasters drawn at once: sharp works on libuv's thread pool; more would only hold more memory. */
const RASTER_BATCH = 8;

/**
 * Writes every image the content references under `uploadsDir`, plus a JPEG of each share image;
 * returns how many SVGs were written.
 */
export async function writeSeedImages(uploadsDir: string, content: SeedContent): Promise<number> {
  const images = collectSeedImages(content);
  const folders = new Set(images.map((image) => dirname(fileFor(uploadsDir, image.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const drawn = images.map((image) => ({ image, svg: drawSeedImage(image) }));
  await Promise.all(drawn.map(({ image, svg }) => writeFile(fileFor(uploadsDir, image.path), svg, 'utf8')));
  const shared = images.flatMap((image) => {
    const size = seedShareSize(image.path);
    return size ? [{ image, svg: drawSeedImage(image, size, true) }] : [];
  });
  for (let i = 0; i < shared.length; i += RASTER_BATCH) {
    await Promise.all(
      shared
        .slice(i, i + RASTER_BATCH)
        .map(({ image, svg }) => writeRaster(svg, fileFor(uploadsDir, rasterPathOf(image.path)), 'jpeg')),
    );
  }
  return images.length;
}
