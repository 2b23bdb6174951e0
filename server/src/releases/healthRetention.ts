import { lt } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { renderMinutes, rumViews } from '../core/db/schema';

const DAY_MS = 86_400_000;
/** Readers' views (one row per visitor, a keyed hash) are kept a day, or the window when it is longer. */
const RUM_VIEWS_KEPT_MS = DAY_MS;
/** The server's render sums (one row per build per minute, nothing about readers) are kept 30 days. */
const RENDER_MINUTES_KEPT_MS = 30 * DAY_MS;

/** Deletes the health figures older than they are kept (any process may; a second finds nothing). */
export async function pruneHealth(db: Db, windowMs: number, now: number): Promise<void> {
  await db.delete(rumViews).where(lt(rumViews.minute, new Date(now - Math.max(RUM_VIEWS_KEPT_MS, windowMs))));
  await db
    .delete(renderMinutes)
    .where(lt(renderMinutes.minute, new Date(now - Math.max(RENDER_MINUTES_KEPT_MS, windowMs))));
}
