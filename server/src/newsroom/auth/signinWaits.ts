import { createHash } from 'node:crypto';
import type { NewsroomSettings } from '../../core/config';
import { addressKey } from '../../core/http/connectionLimits';

/** When failures start to cost a wait, and how long it grows. */
export interface WaitRule {
  /** The failure that starts the first wait. */
  after: number;
  firstWaitMs: number;
  longestWaitMs: number;
  /** A count with no failure for this long starts again. */
  forgetMs: number;
}

/** The first wait (a minute, or the longest wait when that is shorter); each further failure doubles it. */
const FIRST_WAIT_MS = 60_000;
/** A day without a failure and a count is forgotten. */
export const FORGET_MS = 24 * 3_600_000;

type WaitSettings = Pick<NewsroomSettings, 'lockAfter' | 'lockMs' | 'addressLockAfter'>;

/**
 * The two counts a failed sign-in adds to: one e-mail from one address (`lockAfter` failures, then
 * growing waits), and one address whatever the e-mails (`addressLockAfter` failures, the cap on one
 * address trying many accounts). Neither is the account's own: its owner elsewhere is never held back.
 */
export function waitRules(settings: WaitSettings): { pair: WaitRule; address: WaitRule } {
  const rule = (after: number): WaitRule => ({
    after: Math.max(1, after),
    firstWaitMs: Math.min(FIRST_WAIT_MS, settings.lockMs),
    longestWaitMs: settings.lockMs,
    forgetMs: FORGET_MS,
  });
  return { pair: rule(settings.lockAfter), address: rule(settings.addressLockAfter) };
}

/** The SHA-256 of a normalised e-mail: the counts never hold what was typed. */
function emailDigest(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

/** The keys of one attempt's counts; an IPv6 address counts with its /64, like the other limits. */
export function signinKeys(email: string, ip: string): { pair: string; address: string } {
  const address = addressKey(ip);
  return { pair: `pair:${emailDigest(email)}:${address}`, address: `address:${address}` };
}

/** Whether a pair key belongs to `email` (an admin's password reset clears them all). */
export function pairKeyPrefix(email: string): string {
  return `pair:${emailDigest(email)}:`;
}

/** The longest e-mail address there can be (RFC 5321's path limit less its brackets). */
const MAX_EMAIL = 254;

/**
 * What the audit log keeps of a failed sign-in's e-mail (already trimmed and lower-cased): the
 * address when it can be one, else only its SHA-256, so the log never holds more than was needed.
 */
export function auditedEmail(email: string): { email: string } | { email_sha256: string } {
  return email.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(email)
    ? { email }
    : { email_sha256: emailDigest(email) };
}
