import type { NewsroomSettings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { dummyHash, verifyPassword } from './passwords';
import { clearFailures, countFailure, type StaffRow, staffByEmail } from './signinStore';

type LockSettings = Pick<NewsroomSettings, 'lockAfter' | 'lockMs'>;

/** What one sign-in attempt came to; `reason` is for the audit log only, never for the answer. */
export type SigninOutcome =
  | { kind: 'ok'; member: StaffRow }
  | { kind: 'refused'; staffId: number | null; reason: 'unknown' | 'password' | 'disabled' }
  | { kind: 'locked'; staffId: number; until: Date };

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
  const member = await staffByEmail(db, email);
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
    await clearFailures(db, member.id);
  }
  return { kind: 'ok', member };
}
