// `npm run tap`: how long a reader's first tap takes to answer on a phone. Serves the built site as
// `npm start` does, opens each page in Debian's Chromium as a 390×844 touch phone with the CPU slowed
// 4× (the DevTools protocol's throttling), taps the moment the page's `load` event has fired, and
// measures in the page from the tap (`pointerdown`) to the first frame that shows the answer: the
// side menu open, «Copied!», the vote option chosen, the next story. Each case runs in a fresh
// context (empty cache) `--runs` times (3 by default); the table gives every run and the median.
// It builds what is stale first, unless `--as-built`.
// INP would not show this: a tap kept until the page's scripts run is answered later by a replay.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { startServer } from './lib/server.mjs';
import { build, ensureInstalled, staleBuilds } from './lib/workspace.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;

ensureInstalled();
requireChromium();
// `--as-built`: measure the builds as they are, without rebuilding what changed since.
if (!process.argv.includes('--as-built')) build(staleBuilds().map((b) => b.pkg));

/** The first item of an API list. */
async function first(base, api) {
  const [item] = (await (await fetch(`${base}${api}`)).json()).data;
  if (!item) throw new Error(`${api} is empty`);
  return item;
}

/**
 * Each case: the page, what the reader taps, and the answer as a check run in the page on every
 * frame (its source; `before` is what the page showed when it was tapped).
 */
const CASES = [
  {
    name: 'side menu',
    path: async () => '/',
    tap: (page) => page.getByRole('banner').getByRole('button', { name: 'मेन्यू' }),
    before: '() => null',
    shown:
      '() => { const menu = document.getElementById("side-menu"); return !!menu && menu.getBoundingClientRect().width > 0; }',
  },
  {
    name: 'copy link',
    path: async (base) => {
      const lead = await first(base, '/api/newsall');
      return `/news/${lead.type}/${lead.url}`;
    },
    tap: (page) => page.getByRole('button', { name: 'लिंक कॉपी करें' }),
    before: '() => null',
    shown:
      '() => [...document.querySelectorAll("[aria-live]")].some((e) => e.textContent.includes("Copied!") || getComputedStyle(e, "::before").content.includes("Copied!"))',
  },
  {
    name: 'vote option',
    // The poll's own address answers a 301 from any name.
    path: async (base) => `/pp/polls/${(await first(base, '/api/pollsathome')).id}/poll`,
    tap: (page) => page.getByRole('main').getByRole('radio').first(),
    before: '() => null',
    shown: '() => !!document.querySelector("main input[type=radio]:checked")',
  },
  {
    name: 'story arrow',
    path: async () => '/web-story-slider',
    tap: (page) => page.getByRole('button', { name: 'अगली स्टोरी' }),
    before: '() => document.querySelector("main img")?.currentSrc ?? ""',
    shown: '(before) => (document.querySelector("main img")?.currentSrc ?? "") !== before',
  },
];

/** One tap at the `load` event: milliseconds from the tap to the frame that shows the answer. */
async function measure(browser, url, testCase) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    // The checks are compiled in the page: the site's policy allows no evaluated script.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    addEventListener(
      'pointerdown',
      (event) => {
        window.__tapAt ??= event.timeStamp;
      },
      true,
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const target = testCase.tap(page);
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(`(${testCase.before})()`);
  await target.tap({ timeout: 30_000 });
  const answered = await page.waitForFunction(
    ([shown, was]) => {
      // biome-ignore lint/security/noGlobalEval: the case's check, written as source above
      if (!globalThis.eval(`(${shown})`)(was)) return false;
      return performance.now() - window.__tapAt;
    },
    [testCase.shown, before],
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = Math.round(await answered.jsonValue());
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer(3230);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(
    `tap at the load event → answer on screen, ${CPU_SLOWDOWN}× CPU, 390×844 touch, ms (target ≤ ${TARGET_MS})`,
  );
  console.log('case          runs                 median');
  for (const testCase of CASES) {
    const url = `${server.base}${await testCase.path(server.base)}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, url, testCase));
    const mid = median(runs);
    console.log(
      `${testCase.name.padEnd(13)} ${runs.join(', ').padEnd(20)} ${String(mid).padStart(6)}${mid > TARGET_MS ? '  OVER' : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
