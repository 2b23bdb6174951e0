import { tokenSetting } from './metricsToken';

type Env = Record<string, string | undefined>;

/** Section releases (docs/releasing.md): who may change them and when the guardrails act. */
export interface ReleaseSettings {
  /** Bearer token of the release API (RELEASE_TOKEN); unset, only an admin's newsroom session may. */
  token: string | undefined;
  /** How often the guardrails compare each canary with its live build. */
  checkMs: number;
  /** The window of readers' figures they compare. */
  windowMs: number;
  /** Reporting page views each build needs in the window before the guardrails judge a canary. */
  minViews: number;
  /**
   * Distinct readers' networks (IPv4 /24, IPv6 /48) each build needs in the window before the
   * guardrails judge a canary: whoever holds addresses in fewer networks cannot move a canary either way.
   */
  minNetworks: number;
  /** A canary whose error rate exceeds live's by more than this (0.02: two points) is rolled back. */
  maxErrorRateIncrease: number;
  /** A canary whose p75 LCP or INP exceeds live's by more than this share (0.2: 20 %) is rolled back. */
  maxSlowdown: number;
  /** A canary healthy this long is promoted; 0: a person promotes it. */
  promoteAfterMs: number;
  /** How long a page's beacon token is accepted after its render. */
  beaconMaxAgeMs: number;
}

const whole = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
  return Number(raw);
};

const share = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value > 10) throw new Error(`${name} must be a number from 0 to 10 (got "${raw}")`);
  return value;
};

const positive = (env: Env, name: string, fallback: number): number => {
  const value = whole(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be above 0`);
  return value;
};

export function releaseSettings(env: Env): ReleaseSettings {
  return {
    token: tokenSetting('RELEASE_TOKEN', env.RELEASE_TOKEN),
    checkMs: positive(env, 'RELEASE_CHECK_MS', 10_000),
    windowMs: positive(env, 'RELEASE_WINDOW_MS', 600_000),
    minViews: positive(env, 'RELEASE_MIN_VIEWS', 50),
    minNetworks: positive(env, 'RELEASE_MIN_NETWORKS', 20),
    maxErrorRateIncrease: share(env, 'RELEASE_MAX_ERROR_RATE_INCREASE', 0.02),
    maxSlowdown: share(env, 'RELEASE_MAX_SLOWDOWN', 0.2),
    promoteAfterMs: whole(env, 'RELEASE_PROMOTE_AFTER_MS', 0),
    beaconMaxAgeMs: positive(env, 'RELEASE_BEACON_MAX_AGE_MS', 1_800_000),
  };
}
