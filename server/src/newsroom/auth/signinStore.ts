import { eq, sql } from 'drizzle-orm';
import type { NewsroomSettings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { staff } from '../../core/db/schema';

export type StaffRow = typeof staff.$inferSelect;
type LockSettings = Pick<NewsroomSettings, 'lockAfter' | 'lockMs'>;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [member] = await db.select().from(staff).where(eq(staff.email, email));
  return member;
}

/**
 * One wrong password more; the one that reaches `lockAfter` locks the account for `lockMs` and
 * starts the count again. One statement, so parallel attempts cannot both count as the fourth.
 * Returns the lock's end when this attempt set it.
 */
export async function countFailure(db: Db, id: number, settings: LockSettings, now: Date): Promise<Date | undefined> {
  const lockEnd = new Date(now.getTime() + settings.lockMs);
  const reached = sql`${staff.failed_signins} + 1 >= ${settings.lockAfter}`;
  const [row] = await db
    .update(staff)
    .set({
      failed_signins: sql`case when ${reached} then 0 else ${staff.failed_signins} + 1 end`,
      locked_until: sql`case when ${reached} then ${lockEnd.toISOString()}::timestamptz else ${staff.locked_until} end`,
    })
    .where(eq(staff.id, id))
    .returning({ lockedUntil: staff.locked_until });
  return row?.lockedUntil?.getTime() === lockEnd.getTime() ? lockEnd : undefined;
}

/** A right password: the count of wrong ones starts again and any lock is lifted. */
export async function clearFailures(db: Db, id: number): Promise<void> {
  await db.update(staff).set({ failed_signins: 0, locked_until: null }).where(eq(staff.id, id));
}
