import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../core/db/client';
import { seedResults } from './results/seedResults';
import { seedDatabase } from './seedDatabase';
import type { SeedContent } from './types';

export type ImageWriter = (uploadsDir: string, content: SeedContent) => Promise<number>;

/**
 * Written once the seed images are on disk, so a restart does not redraw them. Its name carries the
 * drawing's version: a data folder drawn by an earlier drawing is drawn again once — before the share
 * pictures became 1200×630 (the bare `.seed-images`), and before the page pictures lost their caption
 * (`.seed-images-2`), so its pages name pictures as they are drawn now.
 */
export const IMAGES_MARKER = '.seed-images-3';

export interface PrepareResult {
  seeded: boolean;
  images: number;
}

/**
 * First start: load the corpus into the empty database (one transaction), the demo election into a
 * database without elections, and draw its images
 * under DATA_DIR/uploads. Later starts change nothing. Images are also drawn when a data folder is
 * new but the database (PostgreSQL) was seeded before.
 */
export async function prepareData(
  db: Db,
  content: SeedContent,
  uploadsDir: string,
  writeImages: ImageWriter,
): Promise<PrepareResult> {
  const seeded = await seedDatabase(db, content);
  await seedResults(db, content.results);
  const marker = join(uploadsDir, IMAGES_MARKER);
  if (!seeded && existsSync(marker)) return { seeded, images: 0 };
  await mkdir(uploadsDir, { recursive: true });
  const images = await writeImages(uploadsDir, content);
  await writeFile(marker, `${images}\n`);
  return { seeded, images };
}
