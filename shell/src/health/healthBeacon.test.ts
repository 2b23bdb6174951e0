import { RUM_API } from '@janmat/shared/contracts';
import type { Metric } from 'web-vitals';
import { type HealthBeaconDeps, startHealthBeacon } from './healthBeacon';
import type { PageError } from './pageErrors';

type Report = (metric: Metric) => void;

type Options = { reportAllChanges?: boolean };

/**
 * web-vitals as the beacon sees it: a metric changes when the test says so, and web-vitals tells only
 * those who asked for every change (`reportAllChanges`); final values come later (on
 * `visibilitychange`, which a leaving page fires after `pagehide`).
 */
function fakeVitals() {
  const reports: Record<'lcp' | 'inp' | 'cls', { report: Report; options?: Options }[]> = { lcp: [], inp: [], cls: [] };
  // web-vitals keeps each metric's state keyed by its options object: one shared by two metrics
  // leaves the second without its own, as here, where it never reports.
  const seen = new Set<Options>();
  const on = (name: keyof typeof reports) => (report: Report, options?: Options) => {
    if (options && seen.has(options)) return;
    if (options) seen.add(options);
    reports[name].push({ report, options });
  };
  const vitals = { onLCP: on('lcp'), onINP: on('inp'), onCLS: on('cls') };
  const report = (name: keyof typeof reports, value: number) => {
    for (const r of reports[name]) if (r.options?.reportAllChanges) r.report({ value } as Metric);
  };
  return { vitals, report };
}

const REMOTES = [
  { name: 'news', entry: '/remotes/news/mf-manifest.json' },
  { name: 'polls', entry: '/remotes/polls/mf-manifest.json' },
];
const sendBeacon = jest.fn((_url: string, _body: string) => true);
let visibility: DocumentVisibilityState = 'visible';
let stops: (() => void)[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
});
beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon.mockClear();
  visibility = 'visible';
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  jest.useRealTimers();
});

function start(more: Partial<HealthBeaconDeps> = {}) {
  const { vitals, report } = fakeVitals();
  const errors: PageError[] = [];
  const failures: string[] = [];
  stops.push(
    startHealthBeacon({
      token: 'signed.token',
      remotes: REMOTES,
      vitals,
      errors: () => errors,
      loadFailures: () => failures,
      ...more,
    }),
  );
  return { report, errors, failures };
}

const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
const sent = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);

test('nothing is sent while the page is shown; once hidden, the final figures go once', async () => {
  const { report } = start();
  report('lcp', 1834.6);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(sendBeacon).not.toHaveBeenCalled();
  report('inp', 96);
  report('cls', 0.123456);
  hide();
  expect(sent()).toEqual([[RUM_API, { token: 'signed.token', lcp: 1835, inp: 96, cls: 0.1235 }]]);
  // Shown and hidden again, or left: once per page view.
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  hide();
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test('leaving the page sends the figures measured so far, though web-vitals has not given its final ones yet', () => {
  const { report } = start();
  report('lcp', 1200.4);
  report('cls', 0.05);
  window.dispatchEvent(new Event('pagehide'));
  expect(sent()).toEqual([[RUM_API, { token: 'signed.token', lcp: 1200, cls: 0.05 }]]);
});

test('leaving the page sends it too, with what was measured (nothing: a view all the same)', () => {
  start();
  window.dispatchEvent(new Event('pagehide'));
  expect(sent()).toEqual([[RUM_API, { token: 'signed.token' }]]);
});

test('script errors by section and the sections that failed to load', () => {
  const { errors, failures, report } = start();
  const origin = window.location.origin;
  errors.push(
    { filename: `${origin}/remotes/polls/12.js` },
    { stack: `Error\n    at x (${origin}/remotes/polls/13.js:1:2)` },
    { filename: `${origin}/remotes/news/1.js` },
    { filename: `${origin}/shell/main.js` },
    { filename: 'https://ads.elsewhere.test/tag.js' },
  );
  failures.push('polls', 'media', 'polls');
  report('lcp', 2000);
  hide();
  expect(sent()).toEqual([
    [RUM_API, { token: 'signed.token', lcp: 2000, errors: { polls: 2, news: 1 }, loadFailures: ['polls'] }],
  ]);
});

test('a section throwing in a loop counts 100 at most', () => {
  const { errors } = start();
  for (let i = 0; i < 250; i++) errors.push({ filename: `${window.location.origin}/remotes/news/1.js` });
  hide();
  expect(sent()[0]![1].errors).toEqual({ news: 100 });
});

test('a browser that refuses the beacon or has none: no failure', () => {
  sendBeacon.mockImplementationOnce(() => {
    throw new TypeError('quota');
  });
  start();
  expect(() => hide()).not.toThrow();
});
