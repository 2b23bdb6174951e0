import { type RemoteEntry, type RemoteName, RUM_API, type RumBeacon } from '@janmat/shared/contracts';
import type { Metric } from 'web-vitals';
import type { PageError } from './pageErrors';
import { sectionFolders, sectionOfError } from './scriptSection';

type OnMetric = (report: (metric: Metric) => void, options?: { reportAllChanges?: boolean }) => void;

export interface HealthBeaconDeps {
  token: string;
  /** The builds this page was composed of (its composition script). */
  remotes: readonly RemoteEntry[];
  vitals: { onLCP: OnMetric; onINP: OnMetric; onCLS: OnMetric };
  /** This page view's script errors so far (read when the beacon goes). */
  errors: () => readonly PageError[];
  /** Sections that failed to load so far (read when the beacon goes). */
  loadFailures: () => string[];
  win?: Window;
  doc?: Document;
}

/** Errors counted per section at most. */
const MAX_ERRORS = 100;

/** Script errors by the section whose code threw (errors of the shell or of other scripts are left out). */
function errorsBySection(remotes: readonly RemoteEntry[], errors: readonly PageError[], base: string) {
  const folders = sectionFolders(remotes, base);
  const counts: Partial<Record<RemoteName, number>> = {};
  for (const error of errors) {
    const section = sectionOfError(folders, error.filename, error.stack) as RemoteName | undefined;
    if (section) counts[section] = Math.min(MAX_ERRORS, (counts[section] ?? 0) + 1);
  }
  return counts;
}

/**
 * Collects this page view's LCP, INP and CLS (web-vitals, their latest values) and sends them once, with
 * its script errors by section, its sections that failed to load and the page's token, when the page
 * is hidden or left (`sendBeacon`, which outlives the page). web-vitals reads the browser's buffered
 * entries, so this may start well after the page loaded. Returns a stop function (tests).
 */
export function startHealthBeacon(deps: HealthBeaconDeps): () => void {
  const win = deps.win ?? window;
  const doc = deps.doc ?? document;
  const figures: { lcp?: number; inp?: number; cls?: number } = {};
  let sent = false;

  // Every change, not only final values: leaving a page fires `pagehide` before `visibilitychange`,
  // where web-vitals would give its final values, so the beacon keeps the latest of each instead.
  // (An options object each: web-vitals keeps per-metric state keyed by it.)
  deps.vitals.onLCP((metric) => (figures.lcp = Math.round(metric.value)), { reportAllChanges: true });
  deps.vitals.onINP((metric) => (figures.inp = Math.round(metric.value)), { reportAllChanges: true });
  deps.vitals.onCLS((metric) => (figures.cls = Math.round(metric.value * 10_000) / 10_000), { reportAllChanges: true });

  const send = () => {
    if (sent) return;
    sent = true;
    stop();
    const known = new Set(deps.remotes.map((remote) => remote.name));
    const failures = [...new Set(deps.loadFailures())].filter((name) => known.has(name)) as RemoteName[];
    const errors = errorsBySection(deps.remotes, deps.errors(), win.location.href);
    const beacon: RumBeacon = { token: deps.token, ...figures };
    if (Object.keys(errors).length > 0) beacon.errors = errors;
    if (failures.length > 0) beacon.loadFailures = failures;
    try {
      win.navigator.sendBeacon?.(RUM_API, JSON.stringify(beacon));
    } catch {
      // A beacon the browser refuses (too much queued) is a view not counted, nothing more.
    }
  };
  // Sent on whichever comes first: leaving the page (pagehide) or hiding it (a tab switched away).
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') send();
  };
  const stop = () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', send);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', send);
  return stop;
}
