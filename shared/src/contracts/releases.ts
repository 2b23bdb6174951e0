import type { RemoteName } from './routes';

/**
 * Section releases: which build of each section readers get, a canary for some of them, the health
 * real readers report per build, and the operator API that changes it (docs/releasing.md).
 */

/** First-party cookie holding a reader's bucket, 0–99 (random, no personal data). */
export const COHORT_COOKIE = 'janmat_cohort';
/**
 * The bucket the edge read from (or gave with) the cookie, as a request header: the origin trusts it
 * only from a proxy `TRUST_PROXY` names, else it reads the cookie.
 */
export const COHORT_HEADER = 'x-janmat-cohort';
/** Buckets are 0 … COHORT_BUCKETS - 1; a canary of n % serves buckets below n. */
export const COHORT_BUCKETS = 100;

/** The bucket a cookie or header value names, or undefined when it names none (`"07"` is 7; `"7x"` is none). */
export function parseCohort(value: string | undefined | null): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** Whether bucket `cohort` gets a canary of `percent` %. */
export const inCanary = (cohort: number, percent: number): boolean => cohort < percent;

/** One build of one section as the registry knows it. */
export interface ReleaseBuild {
  /** The registry's id of this release (the row in its history that made it live or canary). */
  release: number;
  /** Absolute or site-relative URL of the build's `mf-manifest.json` (immutable per build). */
  manifest: string;
  /** `metaData.buildInfo.buildVersion` of that manifest; null when it names none. */
  build: string | null;
}

/** A section's live build, and its canary with the share of buckets that get it. */
export interface SectionRelease {
  section: RemoteName;
  live: ReleaseBuild;
  canary: (ReleaseBuild & { percent: number; since: string }) | null;
}

/**
 * What one page view is composed of (section → build), named in the server's HTML in the JSON script
 * `COMPOSITION_SCRIPT_ID`: the browser registers exactly these builds until a reload.
 */
export type PageComposition = Record<RemoteName, ReleaseBuild>;
export const COMPOSITION_SCRIPT_ID = 'janmat-composition';

/** What a history entry records. `refused`: a build that failed pre-flight (live untouched). */
export type ReleaseAction =
  | 'seed'
  | 'release'
  | 'canary'
  | 'promote'
  | 'rollback'
  | 'auto-promote'
  | 'auto-rollback'
  | 'refused';

export interface ReleaseHistoryEntry {
  id: number;
  section: RemoteName;
  action: ReleaseAction;
  manifest: string;
  build: string | null;
  /** Canary share at that moment (null for a live build). */
  percent: number | null;
  /** Who: a staff member's name, `token` (the operator token), or `guardrail`. */
  actor: string;
  reason: string;
  /** ISO time. */
  at: string;
  /** The health figures behind an automatic action (or a refusal's failed step). */
  figures?: Record<string, unknown>;
}

/** Health of one build over one minute, from readers' beacons and the server's own renders. */
export interface BuildMinute {
  /** ISO time of the minute's start. */
  minute: string;
  /** Page views that reported (one per reader network, IPv4 /24 or IPv6 /48, per minute per build). */
  views: number;
  /** Views that reported a script error or a section that failed to load. */
  errorViews: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  /** Server renders of the build, their failures, and their p75 time in ms. */
  renders: number;
  renderErrors: number;
  renderP75: number | null;
}

/** Totals over a window (what the guardrails compare), with the minutes for charts. */
export interface BuildHealth {
  release: number;
  build: string | null;
  role: 'live' | 'canary';
  views: number;
  /** Distinct readers' networks (IPv4 /24, IPv6 /48) those views came from. */
  networks: number;
  errorRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  minutes: BuildMinute[];
}

export interface SectionReleaseStatus extends SectionRelease {
  health: { live: BuildHealth; canary: BuildHealth | null };
}

/** The operator API (`Authorization: Bearer <RELEASE_TOKEN>`, or an admin's newsroom session with its CSRF token). */
export const RELEASES_API = {
  /** GET: `{ sections: SectionReleaseStatus[] }`. */
  status: '/api/releases',
  /** GET: `{ items: ReleaseHistoryEntry[] }`, newest first. */
  history: (section: RemoteName) => `/api/releases/${section}/history`,
  /**
   * POST `{ manifest: string, canary?: number (1–99), reason?: string }`: pre-flight, then live (no
   * canary) or canary. 201 `{ section: SectionRelease }`; refused: 422 `{ message, step }`.
   */
  release: (section: RemoteName) => `/api/releases/${section}`,
  /** POST `{ reason?: string }`: the canary becomes live. 200 `{ section }`; 409 without a canary. */
  promote: (section: RemoteName) => `/api/releases/${section}/promote`,
  /** POST `{ reason?: string }`: a canary is dropped, else the previous live build is live again. 409 with none. */
  rollback: (section: RemoteName) => `/api/releases/${section}/rollback`,
} as const;

/** The pre-flight step a refused build failed, in order. */
export type PreflightStep = 'manifest' | 'name' | 'exposes' | 'shared' | 'server-entry' | 'render';

/**
 * Readers' health beacon: `POST /api/rum` with `navigator.sendBeacon` (text/plain JSON, ≤ 4 KB).
 * `token` is what the page's composition script carried (`RUM_TOKEN_ATTR`): signed by the server
 * over the composition and the render time, so only pages it served can report. 204 when counted or
 * dropped, 400 when malformed, 403 when sent by another site's page.
 */
export const RUM_API = '/api/rum';
export const RUM_MAX_BYTES = 4096;
/** Attribute of the composition script holding the page's signed beacon token. */
export const RUM_TOKEN_ATTR = 'data-rum';

export interface RumBeacon {
  token: string;
  /** ms; CLS unitless. Absent when the browser did not measure it. */
  lcp?: number;
  inp?: number;
  cls?: number;
  /** Script errors on the page, by section (sections whose code threw). */
  errors?: Partial<Record<RemoteName, number>>;
  /** Sections whose code could not be loaded. */
  loadFailures?: RemoteName[];
}
