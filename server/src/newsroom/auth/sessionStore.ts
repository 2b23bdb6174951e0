import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { NewsroomSettings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { type StaffRole, staff, staffSessions } from '../../core/db/schema';

type SessionTimes = Pick<NewsroomSettings, 'sessionIdleMs' | 'sessionMaxMs'>;

/** The signed-in staff member behind a request, as the guard hands it to routes. */
export interface StaffSession {
  sessionId: string;
  csrfToken: string;
  staff: { id: number; name: string; email: string; role: StaffRole };
}

/**
 * last_seen_at is written at most this often: one row update per request would cost a write on
 * every click, while a minute's slack on a two-hour idle limit changes nothing.
 */
const TOUCH_EVERY_MS = 60_000;

/** The cookie carries the token; the table keeps only its SHA-256 (a 32-byte random token needs no salt). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

/** A new session for `staffId`; the token goes into the cookie and is never stored. */
export async function createSession(
  db: Db,
  staffId: number,
  times: SessionTimes,
  now = new Date(),
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + times.sessionMaxMs);
  await db.insert(staffSessions).values({
    id: sessionIdOf(token),
    staff_id: staffId,
    csrf_token: csrfToken,
    created_at: now,
    expires_at: expiresAt,
    last_seen_at: now,
  });
  return { token, csrfToken, expiresAt };
}

/**
 * The session a cookie token names: 'expired' when it has run out (idle or absolute; it is deleted
 * then), or its staff member is disabled; undefined when there is no such session.
 */
export async function findSession(
  db: Db,
  token: string,
  times: SessionTimes,
  now = new Date(),
): Promise<StaffSession | 'expired' | undefined> {
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
    .where(eq(staffSessions.id, id));
  if (!row) return undefined;
  const { session, staff: member } = row;
  const idleEnd = session.last_seen_at.getTime() + times.sessionIdleMs;
  if (member.disabled || now.getTime() >= session.expires_at.getTime() || now.getTime() >= idleEnd) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return 'expired';
  }
  if (now.getTime() - session.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ last_seen_at: now }).where(eq(staffSessions.id, id));
  }
  return {
    sessionId: id,
    csrfToken: session.csrf_token,
    staff: { id: member.id, name: member.name, email: member.email, role: member.role },
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of one staff member (sign out everywhere, disabling, a new password). */
export async function deleteStaffSessions(db: Pick<Db, 'delete'>, staffId: number): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staff_id, staffId))
    .returning({ id: staffSessions.id });
  return gone.length;
}

/** Housekeeping at each sign-in: sessions past their end are of no use to anyone. */
export async function pruneSessions(db: Db, times: SessionTimes, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - times.sessionIdleMs);
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expires_at, now), lt(staffSessions.last_seen_at, idleSince)));
}
