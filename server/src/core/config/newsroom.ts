import { isStaffEmail, MIN_PASSWORD_LENGTH, normalizeEmail, passwordLength } from '@janmat/shared/validation';
import { duration, type Env, integer } from './values';

export interface NewsroomSettings {
  /** A session nobody used for this long ends (each request moves it on). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in however busy it is. */
  sessionMaxMs: number;
  /** Sign-in attempts one address may make per window (over it → 429). */
  signinMax: number;
  signinWindowMs: number;
  /** Failed sign-ins of one e-mail from one address before that pair waits; the longest wait. */
  lockAfter: number;
  lockMs: number;
  /** Failed sign-ins from one address, whatever the e-mails, before that address waits. */
  addressLockAfter: number;
  /** Created at start when no admin exists (JANMAT_ADMIN_EMAIL + JANMAT_ADMIN_PASSWORD). */
  firstAdmin: { email: string; password: string } | undefined;
}

/**
 * The first admin's account, given together or not at all: one without the other is a typo the
 * operator should hear about now, not after looking for a newsroom sign-in that never works.
 */
function firstAdminSetting(env: Env): NewsroomSettings['firstAdmin'] {
  const email = normalizeEmail(env.JANMAT_ADMIN_EMAIL ?? '');
  const password = env.JANMAT_ADMIN_PASSWORD ?? '';
  if (email === '' && password === '') return undefined;
  if (email === '' || password === '') {
    throw new Error('JANMAT_ADMIN_EMAIL and JANMAT_ADMIN_PASSWORD must be set together (the first newsroom admin)');
  }
  if (!isStaffEmail(email)) {
    throw new Error(`JANMAT_ADMIN_EMAIL is not an e-mail address: "${email}"`);
  }
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) {
    throw new Error(`JANMAT_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  return { email, password };
}

/** Staff sign-in for the newsroom (src/newsroom/): NEWSROOM_* and the first admin (JANMAT_ADMIN_*). */
export function newsroomSettings(env: Env): NewsroomSettings {
  return {
    sessionIdleMs: duration(env.NEWSROOM_SESSION_IDLE_MS, 2 * 3_600_000, 'NEWSROOM_SESSION_IDLE_MS'),
    sessionMaxMs: duration(env.NEWSROOM_SESSION_MAX_MS, 12 * 3_600_000, 'NEWSROOM_SESSION_MAX_MS'),
    signinMax: integer(env.NEWSROOM_SIGNIN_MAX, 10, 'NEWSROOM_SIGNIN_MAX'),
    signinWindowMs: duration(env.NEWSROOM_SIGNIN_WINDOW_MS, 15 * 60_000, 'NEWSROOM_SIGNIN_WINDOW_MS'),
    lockAfter: Math.max(1, integer(env.NEWSROOM_LOCK_AFTER, 5, 'NEWSROOM_LOCK_AFTER')),
    lockMs: duration(env.NEWSROOM_LOCK_MS, 15 * 60_000, 'NEWSROOM_LOCK_MS'),
    addressLockAfter: Math.max(1, integer(env.NEWSROOM_ADDRESS_LOCK_AFTER, 20, 'NEWSROOM_ADDRESS_LOCK_AFTER')),
    firstAdmin: firstAdminSetting(env),
  };
}
