import { randomInt } from 'node:crypto';
import {
  COHORT_BUCKETS,
  COHORT_COOKIE,
  COHORT_HEADER,
  parseCohort,
  type SectionRelease,
} from '@janmat/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../core/http/cookies';

/** A year: the bucket is the reader's for as long as the browser keeps it (no personal data). */
const COHORT_MAX_AGE_S = 31_536_000;

/**
 * The reader's bucket: what the edge in front read from (or gave with) the cookie, else the cookie.
 * Either can be written by the reader, who may thus choose their builds: buckets decide nothing else.
 */
export function cohortOf(request: Pick<FastifyRequest, 'headers'>): number | undefined {
  const header = request.headers[COHORT_HEADER];
  return (
    parseCohort(typeof header === 'string' ? header : undefined) ??
    parseCohort(readCookie(request.headers.cookie, COHORT_COOKIE))
  );
}

/** Whether any section has a canary now (only then do buckets matter). */
export const canaryRunning = (sections: readonly SectionRelease[]): boolean =>
  sections.some((section) => section.canary !== null);

export const randomCohort = (): number => randomInt(COHORT_BUCKETS);

/** The cookie giving a reader their bucket: first-party, a year, Lax, Secure on an https site. */
export function cohortCookie(cohort: number, secure: boolean): string {
  return `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
