import { randomUUID } from 'node:crypto';
import type { RemoteName } from '@janmat/shared/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { releaseChecks } from '../core/db/schema';

/**
 * How long a claim holds without being cleared: far longer than any pre-flight (each file 5 s, the
 * render check in its own process a bounded time), so a live check is never taken over, and short
 * enough that a process that died mid-check blocks its section's releases for minutes, not for good.
 */
const RELEASE_CHECK_TTL_MS = 5 * 60_000;

/** One section's pre-flight at a time, across every server process (the `release_checks` row). */
export interface ReleaseCheckLock {
  /** A claim's holder id when this request may check `section` now; undefined while another does. */
  claim(section: RemoteName, manifest: string): Promise<string | undefined>;
  /** Clears the claim `holder` made (a later claim by someone else is left alone). */
  clear(section: RemoteName, holder: string): Promise<void>;
}

/**
 * The claim is one statement: insert the section's row, or take over a row whose claim has expired.
 * Two processes racing for one section both reach the primary key; PostgreSQL lets exactly one of
 * them insert or update, and the other's statement returns no row.
 */
export function releaseCheckLock(db: Db, ttlMs: number = RELEASE_CHECK_TTL_MS): ReleaseCheckLock {
  return {
    async claim(section, manifest) {
      const holder = randomUUID();
      const expires = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
      const rows = await db
        .insert(releaseChecks)
        .values({ section, holder, manifest, expires_at: expires })
        .onConflictDoUpdate({
          target: releaseChecks.section,
          set: { holder, manifest, started_at: sql`now()`, expires_at: expires },
          setWhere: lt(releaseChecks.expires_at, sql`now()`),
        })
        .returning({ holder: releaseChecks.holder });
      return rows[0]?.holder === holder ? holder : undefined;
    },
    async clear(section, holder) {
      await db.delete(releaseChecks).where(and(eq(releaseChecks.section, section), eq(releaseChecks.holder, holder)));
    },
  };
}
