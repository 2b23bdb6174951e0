import type { BreakingItem } from '@janmat/shared/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { breaking, news } from '../../core/db/schema';

export type BreakingRow = typeof breaking.$inferSelect;
export type BreakingColumns = Partial<typeof breaking.$inferInsert>;
type Reader = Pick<Db, 'select'>;

export function breakingView(row: BreakingRow, now: Date): BreakingItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    position: row.position,
    expiresAt: row.expires_at?.toISOString() ?? null,
    /** Past its moment: kept for the editors, gone from the ticker. */
    expired: row.expires_at !== null && row.expires_at.getTime() <= now.getTime(),
    version: row.version,
  };
}

/** The ticker in its order, expired items included (readers' /api/breakingnews leaves those out). */
export const breakingInOrder = (db: Reader) =>
  db.select().from(breaking).orderBy(asc(breaking.position), asc(breaking.id));

/** The coming ends of ticker items (ms): the read cache drops its answers at each, like at a scheduled article's time. */
export async function breakingExpiries(db: Db, now: Date = new Date()): Promise<number[]> {
  const rows = await db.select({ at: breaking.expires_at }).from(breaking).where(gt(breaking.expires_at, now));
  return rows.flatMap((row) => (row.at ? [row.at.getTime()] : []));
}

/** Where a new item goes: before every other (the newest headline leads the ticker). */
async function topPosition(db: Reader): Promise<number> {
  const [row] = await db.select({ min: sql<number | null>`min(${breaking.position})` }).from(breaking);
  return row?.min === null || row?.min === undefined ? 0 : Number(row.min) - 1;
}

/** The type of the article at slug `url` (the ticker links to /news/{type}/{url}); undefined when none. */
export async function articleTypeOf(db: Reader, url: string): Promise<string | undefined> {
  const [row] = await db.select({ type: news.type }).from(news).where(eq(news.url, url)).limit(1);
  return row?.type;
}

/** The item, its row locked until the transaction ends; undefined when there is none. */
export const lockBreaking = async (db: Reader, id: number): Promise<BreakingRow | undefined> =>
  (await db.select().from(breaking).where(eq(breaking.id, id)).for('update'))[0];

/** A new item first in the ticker (its columns already checked). */
export async function insertBreaking(
  db: Pick<Db, 'select' | 'insert'>,
  columns: BreakingColumns,
): Promise<BreakingRow> {
  const [created] = await db
    .insert(breaking)
    .values({ name: '', url: '', type: '', ...columns, position: await topPosition(db) })
    .returning();
  return created!;
}

/** The change, made only while the item is still at `version`, which it takes one further; else undefined. */
export async function updateBreaking(
  db: Pick<Db, 'update'>,
  id: number,
  version: number,
  columns: BreakingColumns,
): Promise<BreakingRow | undefined> {
  const [after] = await db
    .update(breaking)
    .set({ ...columns, version: sql`${breaking.version} + 1` })
    .where(and(eq(breaking.id, id), eq(breaking.version, version)))
    .returning();
  return after;
}

/** The removed item, or undefined when there was none. */
export async function deleteBreaking(db: Pick<Db, 'delete'>, id: number): Promise<BreakingRow | undefined> {
  const [row] = await db.delete(breaking).where(eq(breaking.id, id)).returning();
  return row;
}

/** Positions 0, 1, … in the order of `ids`. */
export async function reorderBreaking(db: Pick<Db, 'update'>, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(breaking).set({ position }).where(eq(breaking.id, id));
  }
}
