import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import { news } from '../../core/db/schema';

/**
 * What readers may see of the news table: published articles, and scheduled ones whose time has
 * come. `now` is the server's clock (not the database's), so every process and every test agrees
 * with the read cache's own idea of when a scheduled article appears.
 */
export function visibleNews(now: Date = new Date()): SQL {
  return or(eq(news.status, 'published'), and(eq(news.status, 'scheduled'), lte(news.publish_at, now)))!;
}

/** The same rule on a row already read. */
export function isVisible(row: { status: string; publish_at: Date | null }, now: Date = new Date()): boolean {
  if (row.status === 'published') return true;
  return row.status === 'scheduled' && row.publish_at !== null && row.publish_at.getTime() <= now.getTime();
}
