import type { Db } from '../core/db/client';
import { seedContent } from './content';
import { writeSeedImages } from './images';
import { type PrepareResult, prepareData } from './prepareData';

/**
 * The one call the running server makes into the seed: loads the Hindi seed content into an empty
 * database and writes its images into `uploadsDir` when they are missing.
 */
export function seedWhenEmpty(db: Db, uploadsDir: string): Promise<PrepareResult> {
  return prepareData(db, seedContent, uploadsDir, writeSeedImages);
}
