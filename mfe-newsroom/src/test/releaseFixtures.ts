import type { BuildHealth, BuildMinute, ReleaseHistoryEntry, SectionReleaseStatus } from '@janmat/shared/contracts';

/** One minute of a build's health, as the release registry reports it (tests only). */
export const minute = (at: string, more: Partial<BuildMinute> = {}): BuildMinute => ({
  minute: at,
  views: 40,
  errorViews: 1,
  lcpP75: 1800,
  inpP75: 120,
  clsP75: 0.02,
  renders: 40,
  renderErrors: 0,
  renderP75: 35,
  ...more,
});

/**
 * A build's health over the guardrails' window. Asserted rather than typed field by field: the figures
 * a test reads are these, whatever else the contract adds (the readers' networks).
 */
export const health = (release: number, role: BuildHealth['role'], more: Partial<BuildHealth> = {}): BuildHealth =>
  ({
    release,
    build: `b${release}`,
    role,
    views: 1240,
    networks: 300,
    errorRate: 0.0125,
    lcpP75: 1850,
    inpP75: 140,
    minutes: [minute('2026-11-26T04:30:00.000Z'), minute('2026-11-26T04:31:00.000Z')],
    ...more,
  }) as BuildHealth;

/** The news section with a canary on 10 % of readers since 10:00 India time, doing worse than live. */
export const NEWS: SectionReleaseStatus = {
  section: 'news',
  live: { release: 7, manifest: '/remotes/news/b7/mf-manifest.json', build: 'b7' },
  canary: {
    release: 9,
    manifest: '/remotes/news/b9/mf-manifest.json',
    build: 'b9',
    percent: 10,
    since: '2026-11-26T04:30:00.000Z',
  },
  health: {
    live: health(7, 'live'),
    canary: health(9, 'canary', {
      views: 130,
      errorRate: 0.2,
      lcpP75: 2600,
      inpP75: 310,
      minutes: [minute('2026-11-26T04:31:00.000Z', { errorViews: 8 })],
    }),
  },
};

/** The polls section: a live build without a build name, no canary, nothing measured yet. */
export const POLLS: SectionReleaseStatus = {
  section: 'polls',
  live: { release: 3, manifest: '/remotes/polls/mf-manifest.json', build: null },
  canary: null,
  health: {
    live: health(3, 'live', { build: null, views: 0, errorRate: null, lcpP75: null, inpP75: null, minutes: [] }),
    canary: null,
  },
};

/** One entry of a section's release history. */
export const entry = (id: number, more: Partial<ReleaseHistoryEntry>): ReleaseHistoryEntry => ({
  id,
  section: 'news',
  action: 'release',
  manifest: '/remotes/news/b7/mf-manifest.json',
  build: 'b7',
  percent: null,
  actor: 'प्रधान संपादक',
  reason: '',
  at: '2026-11-26T04:30:00.000Z',
  ...more,
});
