import { eq, sql } from 'drizzle-orm';
import type { NewsroomSettings } from '../core/config';
import type { Db } from '../core/db/client';
import { staff } from '../core/db/schema';
import { dummyHash, verifyPassword } from './passwords';

type StaffRow = typeof staff.$inferSelect;
type LockSettings = Pick<NewsroomSettings, 'lockAfter' | 'lockMs'>;

/** What one sign-in attempt came to; `reason` is for the audit log only, never for the answer. */
export type SigninOutcome =
  | { kind: 'ok'; member: StaffRow }
  | { kind: 'refused'; staffId: number | null; reason: 'unknown' | 'password' | 'disabled' }
  | { kind: 'locked'; staffId: number; until: Date };

/**
 * One wrong password more; the one that reaches `lockAfter` locks the account for `lockMs` and
 * starts the count again. One statement, so parallel attempts cannot both count as the fourth.
 * Returns the lock's end when this attempt set it.
 */
async function countFailure(db: Db, id: number, settings: LockSettings, now: Date): Promise<Date | undefined> {
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

/**
 * Checks an e-mail and password. An unknown e-mail still costs one argon2 verification (of a hash
 * nobody knows the password of), so it is refused as slowly as a wrong password; a disabled account
 * is refused like a wrong password too. A locked account is refused without looking at the password.
 */
export async function checkCredentials(
  db: Db,
  settings: LockSettings,
  email: string,
  password: string,
  now = new Date(),
): Promise<SigninOutcome> {
  const [member] = await db.select().from(staff).where(eq(staff.email, email));
  if (member?.locked_until && member.locked_until.getTime() > now.getTime()) {
    return { kind: 'locked', staffId: member.id, until: member.locked_until };
  }
  const matches = await verifyPassword(member?.password_hash ?? (await dummyHash()), password);
  if (!member) return { kind: 'refused', staffId: null, reason: 'unknown' };
  if (!matches) {
    const lockedUntil = await countFailure(db, member.id, settings, now);
    if (lockedUntil) return { kind: 'locked', staffId: member.id, until: lockedUntil };
    return { kind: 'refused', staffId: member.id, reason: 'password' };
  }
  if (member.disabled) return { kind: 'refused', staffId: member.id, reason: 'disabled' };
  if (member.failed_signins > 0 || member.locked_until) {
    await db.update(staff).set({ failed_signins: 0, locked_until: null }).where(eq(staff.id, member.id));
  }
  return { kind: 'ok', member };
}
