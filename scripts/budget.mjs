// `npm run budget`: builds what is stale, serves the site as `npm start` does, loads key pages in
// Debian's Chromium with an empty cache and sums the gzipped JavaScript each downloads (every file
// once) and the request count; then the reader presses a key, and it reports what the page has
// downloaded by then (a page that is read loads its scripts only on the reader's first interaction).
// A read page's first touch brings its islands only (decision 0032); the next column is what it has
// downloaded once the reader also reaches for the page's own control (a vote, a field, a player),
// which brings the app.
// With --check it exits 1 when a page is over its budget (budget.json, in
// KB: the goal where it is met, else the figure reached rounded up to the next whole KB, so growth
// beyond that fails; its `afterTouch` and `afterControl` hold those columns' budgets);
// with --verbose it also lists every script of each page with its gzipped size. Readers' pages must
// download nothing of the newsroom (the staff's section): one file of it fails the check. The
// newsroom's own first load (its sign-in page) is measured and budgeted like a page.
// The budget's figures are a reader's on a slow connection (the browser reports `3g`), where a read
// page asks for nothing before the first touch; the last column is what an idle page fetches, without
// running it, where the browser reports a good connection (`4g`, no Save-Data: decision 0026).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { startServer } from './lib/server.mjs';

/** How long a page must have no request open to count as settled. */
const QUIET_MS = 1000;

/** The control a reader of each page reaches for first: its vote's option, its player, its form's first field. */
const CONTROLS = {
  '/': 'main input[type="radio"]',
  article: 'main [data-widget="news/SaveButton"] button',
  '/videos': 'main button',
  '/createmypoll': 'main input:not([type="hidden"])',
};

import { build, ensureInstalled, ROOT, staleBuilds } from './lib/workspace.mjs';

const check = process.argv.includes('--check');
const verbose = process.argv.includes('--verbose');
const budgets = JSON.parse(readFileSync(join(ROOT, 'budget.json'), 'utf8'));

ensureInstalled();
requireChromium();
build(staleBuilds().map((b) => b.pkg));

const server = await startServer(3220);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const newsall = await (await fetch(`${server.base}/api/newsall`)).json();
  const lead = newsall.data[0];
  const pages = {
    '/': '/',
    article: `/news/${lead.type}/${lead.url}`,
    '/videos': '/videos',
    '/createmypoll': '/createmypoll',
    '/newsroom': '/newsroom',
  };
  const rows = [];
  for (const [name, path] of Object.entries(pages))
    rows.push({ name, path, ...(await measure(path, CONTROLS[name])), idleKb: await fetchedWhenIdle(path) });

  console.log(
    'page            JS files  JS gzip KB  raw KB  requests  budget KB  after first touch KB  after its control KB  fetched idle on 4g KB',
  );
  let over = 0;
  for (const r of rows) {
    const budget = budgets[r.name];
    const checks = [
      [r.gzipKb, budget],
      [r.touchedKb, budgets.afterTouch?.[r.name]],
      [r.controlKb ?? 0, budgets.afterControl?.[r.name]],
    ];
    const tooBig = checks.some(([kb, limit]) => limit !== undefined && kb > limit);
    if (tooBig) over += 1;
    const control = r.controlKb === undefined ? '-' : r.controlKb.toFixed(1);
    console.log(
      `${r.name.padEnd(15)} ${String(r.files).padStart(8)}  ${r.gzipKb.toFixed(1).padStart(10)}  ${r.rawKb
        .toFixed(0)
        .padStart(6)}  ${String(r.requests).padStart(8)}  ${String(budget ?? '-').padStart(9)}  ${r.touchedKb
        .toFixed(1)
        .padStart(20)}  ${control.padStart(20)}  ${r.idleKb.toFixed(1).padStart(21)}${tooBig ? '  OVER' : ''}`,
    );
  }
  if (verbose) for (const r of rows) printFiles(r);
  const leaks = rows.filter((r) => r.name !== '/newsroom' && r.list.some((f) => f.url.includes('/remotes/newsroom/')));
  for (const r of leaks) console.error(`${r.name} downloads newsroom code: readers must never get any of it`);
  if (check && (over > 0 || leaks.length > 0)) {
    if (over > 0) console.error(`${over} page(s) over budget (budget.json)`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}

/** One page's scripts, biggest first: gzipped KB and the address (without this server's origin). */
function printFiles({ name, list, touchedList }) {
  console.log(`\n${name}${list.length === 0 ? ' (after the first touch)' : ''}`);
  for (const f of [...(list.length === 0 ? touchedList : list)].sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`${f.gzipKb.toFixed(1).padStart(8)}  ${f.url.replace(server.base, '')}`);
}

/**
 * A reader on a slow connection (the browser reports `3g`: the DevTools protocol's emulated round
 * trip of 300 ms, no bandwidth limit so the figures come quickly): what the page downloads before
 * and after the first touch. On a good connection an idle page also fetches its scripts without
 * running them (`fetchedWhenIdle`).
 */
async function slowConnection(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** What a page fetches, without running it, once it is idle on a good connection (the browser reports `4g`). */
async function fetchedWhenIdle(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
  await page
    .waitForFunction(() => document.querySelector('link[rel="prefetch"]'), undefined, { timeout: 8000 })
    .catch(() => undefined);
  await scripts.settled();
  const { gzipKb } = await sizes(scripts);
  await context.close();
  return gzipKb;
}

/**
 * The scripts a page downloads (each once, fetched to run or to keep), as they come: address → body;
 * `settled()` waits until no request has been open for `QUIET_MS`, counted from the call at the earliest.
 */
function collectScripts(page) {
  const scripts = new Map();
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
  });
  const done = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', async (response) => {
    const isScript = response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url());
    if (!isScript || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  // Quiet counts from the call at the earliest: what the page was just asked to do may not have started.
  scripts.settled = async () => {
    const since = Date.now();
    while (open > 0 || Date.now() - Math.max(last, since) < QUIET_MS) await page.waitForTimeout(100);
  };
  return scripts;
}

async function measure(path, control) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  await slowConnection(context, page);
  const scripts = collectScripts(page);
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
  await scripts.settled();
  const first = await sizes(scripts);
  // Then the reader reaches for the page (a key press): what a read page loads only on intent.
  await page.keyboard.press('Tab');
  await scripts.settled();
  const touched = await sizes(scripts);
  // Then the page's own control (focused, as a Tab or a tap would): a read page's app comes with it.
  let controlKb;
  if (control) {
    await page.locator(control).first().focus();
    await scripts.settled();
    controlKb = (await sizes(scripts)).gzipKb;
  }
  await context.close();
  return { ...first, requests, touchedKb: touched.gzipKb, touchedList: touched.list, controlKb };
}

/** The scripts seen so far: each with its gzipped KB, and the sums. */
async function sizes(scripts) {
  // The scripts seen until now: more may arrive while their bodies are read.
  const seen = [...scripts.entries()];
  const bodies = await Promise.all(seen.map(([, body]) => body));
  const list = seen.map(([url], i) => ({ url, gzipKb: gzipSync(bodies[i]).length / 1024 }));
  return {
    list,
    files: bodies.length,
    rawKb: bodies.reduce((n, b) => n + b.length, 0) / 1024,
    gzipKb: list.reduce((n, f) => n + f.gzipKb, 0),
  };
}
