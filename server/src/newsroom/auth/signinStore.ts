import { and, eq, gt, inArray, like, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { signinFailures, staff } from '../../core/db/schema';
import { pairKeyPrefix, type WaitRule } from './signinWaits';

export type StaffRow = typeof staff.$inferSelect;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [member] = await db.select().from(staff).where(eq(staff.email, email));
  return member;
}

/** Until when the first of `keys` still has to wait, if any does. */
export async function waitingUntil(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: max(signinFailures.wait_until) })
    .from(signinFailures)
    .where(and(inArray(signinFailures.key, keys), gt(signinFailures.wait_until, now)));
  return row?.until ?? undefined;
}

/**
 * One failure more for `key`, in one statement (parallel failures each count). A count whose last
 * failure is older than `rule.forgetMs` starts again at one. From the `rule.after`-th failure on,
 * the key waits `rule.firstWaitMs`, doubled with each further failure, never longer than
 * `rule.longestWaitMs`. Returns the end of the wait this failure started, if it started one.
 */
export async function countFailure(db: Db, key: string, rule: WaitRule, now: Date): Promise<Date | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${signinFailures.last_failed_at} < ${new Date(now.getTime() - rule.forgetMs).toISOString()}::timestamptz`;
  const count = sql`(case when ${forgotten} then 1 else ${signinFailures.failures} + 1 end)`;
  const waitMs = sql`least(${rule.longestWaitMs}::float8, ${rule.firstWaitMs}::float8 * power(2, least(${count} - ${rule.after}, 40)))`;
  const firstWait = rule.after <= 1 ? new Date(now.getTime() + Math.min(rule.firstWaitMs, rule.longestWaitMs)) : null;
  const [row] = await db
    .insert(signinFailures)
    .values({ key, failures: 1, last_failed_at: now, wait_until: firstWait })
    .onConflictDoUpdate({
      target: signinFailures.key,
      set: {
        failures: count,
        last_failed_at: now,
        wait_until: sql`case when ${count} >= ${rule.after} then ${at} + ${waitMs} * interval '1 millisecond' else null end`,
      },
    })
    .returning({ waitUntil: signinFailures.wait_until });
  const until = row?.waitUntil;
  return until && until.getTime() > now.getTime() ? until : undefined;
}

/** A right password: the e-mail's count from this address starts again (the address's own count does not). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.key, key));
}

/** An admin's password reset: the e-mail's counts from every address start again. */
export async function clearEmailFailures(db: Pick<Db, 'delete'>, email: string): Promise<void> {
  await db.delete(signinFailures).where(like(signinFailures.key, `${pairKeyPrefix(email)}%`));
}

/** Drops counts nobody has added to for `forgetMs`. */
export async function pruneFailures(db: Db, forgetMs: number, now: Date): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.last_failed_at, new Date(now.getTime() - forgetMs)));
}
