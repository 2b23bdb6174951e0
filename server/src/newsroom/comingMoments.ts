import { CHROME_KEY } from '../api/edgeKeys';
import type { Db } from '../core/db/client';
import type { PurgeMoment } from '../core/purgeMoments';
import { scheduledArticleMoments } from './articles/articlePurgeStore';
import { comingSchedules } from './articles/articleStore';
import { breakingExpiries } from './desk/breakingStore';

/**
 * The coming moments when what readers see changes by itself (ms): a scheduled article's time, a
 * ticker item's end. Every process's read cache drops its answers at each.
 */
export async function comingExpiries(db: Db): Promise<number[]> {
  const [schedules, expiries] = await Promise.all([comingSchedules(db), breakingExpiries(db)]);
  return [...schedules, ...expiries];
}

/**
 * The same moments with what each changes, for the shared cache in front: a scheduled article
 * appears (scheduledArticleMoments), a ticker item ends (every page's chrome).
 */
export async function comingPurgeMoments(db: Db, now: Date = new Date()): Promise<PurgeMoment[]> {
  const [articles, tickerEnds] = await Promise.all([scheduledArticleMoments(db, now), breakingExpiries(db, now)]);
  return [...articles, ...tickerEnds.map((at) => ({ at, keys: [CHROME_KEY] }))];
}
