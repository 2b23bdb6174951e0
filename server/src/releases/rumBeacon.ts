import type { RemoteName, RumBeacon } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { PageTokenPayload } from './rumToken';

/** Largest figures a real page reports: beyond them a beacon is refused, not clipped. */
const RUM_LIMITS = { lcpMs: 300_000, inpMs: 60_000, cls: 50, errors: 10_000 } as const;

const KEYS = new Set(['token', 'lcp', 'inp', 'cls', 'errors', 'loadFailures']);
const isRemote = (name: unknown): name is RemoteName =>
  typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const inRange = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** A beacon's body as sent (already parsed JSON), or undefined when anything about its shape is wrong. */
export function parseBeacon(body: unknown): RumBeacon | undefined {
  if (!isPlainObject(body) || Object.keys(body).some((key) => !KEYS.has(key))) return undefined;
  const { token, lcp, inp, cls, errors, loadFailures } = body;
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return undefined;
  if (lcp !== undefined && !inRange(lcp, RUM_LIMITS.lcpMs)) return undefined;
  if (inp !== undefined && !inRange(inp, RUM_LIMITS.inpMs)) return undefined;
  if (cls !== undefined && !inRange(cls, RUM_LIMITS.cls)) return undefined;
  if (errors !== undefined) {
    if (!isPlainObject(errors)) return undefined;
    for (const [section, count] of Object.entries(errors)) {
      if (!isRemote(section) || !inRange(count, RUM_LIMITS.errors) || !Number.isInteger(count)) return undefined;
    }
  }
  if (loadFailures !== undefined) {
    if (!Array.isArray(loadFailures) || loadFailures.length > REMOTE_NAMES.length) return undefined;
    if (!loadFailures.every(isRemote) || new Set(loadFailures).size !== loadFailures.length) return undefined;
  }
  return body as unknown as RumBeacon;
}

/** One stored view: the build it counts for, with the page's timings when it is the page's own section. */
export interface AttributedView {
  release: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  failed: boolean;
}

/**
 * Who a beacon counts for: the page's own section's build gets the view with its timings (failed when
 * anything on the page failed); every other section of the composition named among the errors or
 * load failures gets a failed view. Sections the page was not composed of are ignored.
 */
export function attributeBeacon(beacon: RumBeacon, page: PageTokenPayload): AttributedView[] {
  const erring = new Set<RemoteName>([
    ...Object.entries(beacon.errors ?? {})
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([section]) => section as RemoteName),
    ...(beacon.loadFailures ?? []),
  ]);
  const ownRelease = page.composition[page.owner]!;
  const views: AttributedView[] = [
    {
      release: ownRelease,
      lcp: beacon.lcp ?? null,
      inp: beacon.inp ?? null,
      cls: beacon.cls ?? null,
      failed: erring.size > 0,
    },
  ];
  for (const section of erring) {
    const release = page.composition[section];
    if (section === page.owner || release === undefined || views.some((view) => view.release === release)) continue;
    views.push({ release, lcp: null, inp: null, cls: null, failed: true });
  }
  return views;
}
