import type { LiveArticle, NewsroomLiveUpdate } from '@janmat/shared/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { liveUpdates, news, staff } from '../../core/db/schema';

type Reader = Pick<Db, 'select'>;
type LiveUpdateRow = typeof liveUpdates.$inferSelect;
export type LiveUpdateColumns = Pick<
  Partial<typeof liveUpdates.$inferInsert>,
  'body' | 'photo' | 'pinned' | 'key_event'
>;

const updateColumns = {
  id: liveUpdates.id,
  article_id: liveUpdates.article_id,
  body: liveUpdates.body,
  photo: liveUpdates.photo,
  pinned: liveUpdates.pinned,
  key_event: liveUpdates.key_event,
  posted_at: liveUpdates.posted_at,
  updated_at: liveUpdates.updated_at,
  created_by_staff: liveUpdates.created_by_staff,
  version: liveUpdates.version,
  posted_by: staff.name,
};

type ListedRow = LiveUpdateRow & { posted_by: string | null };

export function liveUpdateView(row: ListedRow): NewsroomLiveUpdate {
  return {
    id: row.id,
    articleId: row.article_id,
    body: row.body,
    photo: row.photo,
    pinned: row.pinned,
    keyEvent: row.key_event,
    postedAt: row.posted_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    postedBy: row.posted_by,
  };
}

/** The article's live state; undefined when there is no such article. */
export async function liveArticleOf(db: Reader, articleId: number, lock = false): Promise<LiveArticle | undefined> {
  const query = db
    .select({ articleId: news.id, name: news.name, type: news.type, url: news.url, live: news.live })
    .from(news)
    .where(eq(news.id, articleId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Marks the article live or ends its live page; the article as it is after. */
export async function setLive(db: Pick<Db, 'update'>, articleId: number, live: boolean): Promise<void> {
  await db.update(news).set({ live, updated_at: new Date() }).where(eq(news.id, articleId));
}

/** A page of the article's updates, newest first, `limit + 1` rows (see `pageOf`). */
export function updatesOf(db: Reader, articleId: number, before: number | undefined, limit: number) {
  return db
    .select(updateColumns)
    .from(liveUpdates)
    .leftJoin(staff, eq(staff.id, liveUpdates.created_by_staff))
    .where(and(eq(liveUpdates.article_id, articleId), before ? lt(liveUpdates.id, before) : undefined))
    .orderBy(desc(liveUpdates.id))
    .limit(limit + 1);
}

/** The update with who posted it; with `lock`, its row stays locked until the transaction ends. */
export async function updateById(db: Reader, id: number, lock = false): Promise<ListedRow | undefined> {
  const query = db
    .select(updateColumns)
    .from(liveUpdates)
    .leftJoin(staff, eq(staff.id, liveUpdates.created_by_staff))
    .where(eq(liveUpdates.id, id));
  const [row] = lock ? await query.for('update', { of: liveUpdates }) : await query;
  return row;
}

/** A new update of the article (its columns already checked and cleaned). */
export async function insertUpdate(
  db: Pick<Db, 'insert'>,
  articleId: number,
  actor: number,
  columns: Required<LiveUpdateColumns>,
): Promise<LiveUpdateRow> {
  const [row] = await db
    .insert(liveUpdates)
    .values({ ...columns, article_id: articleId, created_by_staff: actor })
    .returning();
  return row!;
}

/** The correction, made only while the update is still at `version`, which it takes one further; else undefined. */
export async function correctUpdate(
  db: Pick<Db, 'update'>,
  id: number,
  version: number,
  columns: LiveUpdateColumns,
): Promise<LiveUpdateRow | undefined> {
  const [row] = await db
    .update(liveUpdates)
    .set({ ...columns, updated_at: new Date(), version: sql`${liveUpdates.version} + 1` })
    .where(and(eq(liveUpdates.id, id), eq(liveUpdates.version, version)))
    .returning();
  return row;
}

/** The removed update, or undefined when there was none. */
export async function deleteUpdate(db: Pick<Db, 'delete'>, id: number): Promise<LiveUpdateRow | undefined> {
  const [row] = await db.delete(liveUpdates).where(eq(liveUpdates.id, id)).returning();
  return row;
}
