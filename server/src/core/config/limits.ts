import { type Env, integer } from './values';

/** What one visitor address may ask of the server. */
export interface LimitSettings {
  rateLimit: { max: number; windowMs: number };
  /** Renders of pages missing from the page cache one address may cause per minute (0 = no limit). */
  pageRendersPerMinute: number;
  /** Visitor polls one address may create per hour and per day (0 = no limit). */
  pollCreation: { perHour: number; perDay: number };
}

/** RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, PAGE_RENDERS_PER_MIN, POLL_CREATE_MAX_PER_HOUR and _PER_DAY. */
export function limitSettings(env: Env): LimitSettings {
  return {
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 60, 'RATE_LIMIT_MAX'),
      windowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    pageRendersPerMinute: integer(env.PAGE_RENDERS_PER_MIN, 60, 'PAGE_RENDERS_PER_MIN'),
    pollCreation: {
      perHour: integer(env.POLL_CREATE_MAX_PER_HOUR, 5, 'POLL_CREATE_MAX_PER_HOUR'),
      perDay: integer(env.POLL_CREATE_MAX_PER_DAY, 20, 'POLL_CREATE_MAX_PER_DAY'),
    },
  };
}
