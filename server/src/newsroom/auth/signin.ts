import type { NewsroomSettings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { dummyHash, verifyPassword } from './passwords';
import { clearFailures, countFailure, pruneFailures, type StaffRow, staffByEmail, waitingUntil } from './signinStore';
import { FORGET_MS, signinKeys, waitRules } from './signinWaits';

type WaitSettings = Pick<NewsroomSettings, 'lockAfter' | 'lockMs' | 'addressLockAfter'>;

/**
 * What one sign-in attempt came to. `reason` is for the audit log only, never for the answer: the
 * answer depends on nothing but what was tried from this address (`wait` is that address's wait).
 */
export type SigninOutcome =
  | { kind: 'ok'; member: StaffRow }
  | { kind: 'refused'; staffId: number | null; reason: 'unknown' | 'password' | 'disabled'; wait?: Date }
  | { kind: 'waiting'; staffId: number | null; until: Date };

/** Old counts are dropped once every this many failures (in each process). */
const PRUNE_EVERY = 200;
let failuresSincePrune = 0;

/**
 * Checks an e-mail and password from `ip`. Every attempt costs exactly one argon2 verification — of
 * the account's hash, or of a hash nobody knows the password of when the e-mail is unknown or this
 * e-mail or address must wait — and every refusal adds to the same two counts, so an unknown, a known
 * and a waiting e-mail are refused alike and as slowly. A disabled account is refused like a wrong
 * password. The counts are per e-mail and address and per address, never per account.
 */
export async function checkCredentials(
  db: Db,
  settings: WaitSettings,
  attempt: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<SigninOutcome> {
  const keys = signinKeys(attempt.email, attempt.ip);
  const [member, waiting] = await Promise.all([
    staffByEmail(db, attempt.email),
    waitingUntil(db, [keys.pair, keys.address], now),
  ]);
  const hash = !waiting && member ? member.password_hash : await dummyHash();
  const matches = await verifyPassword(hash, attempt.password);
  const staffId = member?.id ?? null;
  if (waiting) return { kind: 'waiting', staffId, until: waiting };
  if (member && matches && !member.disabled) {
    await clearFailures(db, keys.pair);
    return { kind: 'ok', member };
  }
  const rules = waitRules(settings);
  const [pairWait, addressWait] = await Promise.all([
    countFailure(db, keys.pair, rules.pair, now),
    countFailure(db, keys.address, rules.address, now),
  ]);
  failuresSincePrune += 1;
  if (failuresSincePrune >= PRUNE_EVERY) {
    failuresSincePrune = 0;
    // Housekeeping: a failure here must not fail the sign-in (the next prune retries).
    await pruneFailures(db, FORGET_MS, now).catch(() => {});
  }
  const reason = !member ? 'unknown' : matches ? 'disabled' : 'password';
  const wait = [pairWait, addressWait].filter((d): d is Date => d !== undefined).sort((a, b) => +b - +a)[0];
  return { kind: 'refused', staffId, reason, ...(wait ? { wait } : {}) };
}
