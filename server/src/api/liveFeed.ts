import { LIVE_AFTER_LIMIT, LIVE_PAGE_SIZE, type LiveFeed, type LiveUpdate } from '@janmat/shared/contracts';
import { and, count, desc, eq, gt, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { liveUpdates, news } from '../core/db/schema';
import { visibleNews } from './queries/visibility';

/** The key every answer showing a live page's updates names (its feed, its article's page): a live write purges it. */
export const liveKey = (articleId: number) => `live:${articleId}`;

/** Which updates a feed answer holds: those after an update, a page before one, or the latest page. */
export type LiveCursor = { after: number } | { before: number } | Record<string, never>;

/** At most this many pinned updates travel with every answer. */
const PINNED_LIMIT = 5;

const readerColumns = {
  id: liveUpdates.id,
  body: liveUpdates.body,
  photo: liveUpdates.photo,
  pinned: liveUpdates.pinned,
  key_event: liveUpdates.key_event,
  posted_at: liveUpdates.posted_at,
  updated_at: liveUpdates.updated_at,
};

interface ReaderRow {
  id: number;
  body: string;
  photo: string;
  pinned: boolean;
  key_event: boolean;
  posted_at: Date;
  updated_at: Date;
}

const view = (row: ReaderRow): LiveUpdate => ({
  id: row.id,
  body: row.body,
  photo: row.photo,
  pinned: row.pinned,
  keyEvent: row.key_event,
  postedAt: row.posted_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * What the updates up to `upTo` are now (how many, and their latest change): it changes when one of
 * them is corrected or deleted, so an open page knows that what it shows is out of date.
 */
async function editionOf(db: Db, articleId: number, upTo: number): Promise<string> {
  const [row] = await db
    .select({ n: count(), changed: max(liveUpdates.updated_at) })
    .from(liveUpdates)
    .where(and(eq(liveUpdates.article_id, articleId), lte(liveUpdates.id, upTo)));
  return `${row?.n ?? 0}:${row?.changed?.getTime() ?? 0}`;
}

/**
 * A live page's feed (`/api/live/<articleId>`), or undefined when readers cannot see the article.
 * An article that was never live answers its (empty) feed with `live: false`.
 */
export async function liveFeed(db: Db, articleId: number, cursor: LiveCursor): Promise<LiveFeed | undefined> {
  const [article] = await db
    .select({ live: news.live })
    .from(news)
    .where(and(eq(news.id, articleId), visibleNews()))
    .limit(1);
  if (!article) return undefined;
  const ofArticle = eq(liveUpdates.article_id, articleId);
  const updates = (where = ofArticle) => db.select(readerColumns).from(liveUpdates).where(where);
  const [[top], pinned] = await Promise.all([
    db
      .select({ latest: max(liveUpdates.id) })
      .from(liveUpdates)
      .where(ofArticle),
    updates(and(ofArticle, eq(liveUpdates.pinned, true)))
      .orderBy(desc(liveUpdates.id))
      .limit(PINNED_LIMIT),
  ]);
  const base = { latest: top?.latest ?? 0, live: article.live, pinned: pinned.map(view) };
  if ('after' in cursor) {
    const newer = and(ofArticle, gt(liveUpdates.id, cursor.after));
    const [rows, [total], edition] = await Promise.all([
      updates(newer).orderBy(desc(liveUpdates.id)).limit(LIVE_AFTER_LIMIT),
      db.select({ n: count() }).from(liveUpdates).where(newer),
      editionOf(db, articleId, cursor.after),
    ]);
    return { ...base, data: rows.map(view), next: null, newer: total?.n ?? 0, edition };
  }
  const before = 'before' in cursor ? lt(liveUpdates.id, cursor.before) : undefined;
  const [rows, edition] = await Promise.all([
    updates(and(ofArticle, before))
      .orderBy(desc(liveUpdates.id))
      .limit(LIVE_PAGE_SIZE + 1),
    editionOf(db, articleId, base.latest),
  ]);
  const page = rows.slice(0, LIVE_PAGE_SIZE);
  const next = rows.length > LIVE_PAGE_SIZE ? page[page.length - 1]!.id : null;
  return { ...base, data: page.map(view), next, newer: 0, edition };
}
