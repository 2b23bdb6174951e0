// `npm run tap`: how long a reader's first tap on each control takes to answer on a cheap phone. Serves
// the built site as `npm start` does, opens each control's page in Debian's Chromium as a 390×844 touch
// phone with the CPU slowed 4× (the DevTools protocol's throttling), on two networks: none limited, and
// "weak" (Lighthouse's mobile profile: 562.5 ms round trip, 1,474.56 kbit/s down, 675 kbit/s up). It
// taps the moment the page's `load` event has fired and measures in the page from the tap's own
// `pointerdown` timestamp to the first frame that shows the answer (scripts/lib/tapCases.mjs says what
// answers each control; tapMeasure.mjs how it is timed). Each run is a fresh context (empty cache); the
// table gives every run and the median, OVER past 200 ms; "never": no answer in the case's time,
// "absent": no such control on the page. INP would not show this: a tap kept until the page's scripts
// run is answered later by a replay.
// Options: `--runs N` (3), `--profile fast|weak|both`, `--only name,name`, `--json <file>`,
// `--as-built` (no rebuild of what changed), `--root <checkout>` (serve another checkout's build as it is),
// `--when load|held|hydrated`: tap at the load event (the measure), or with the site's script files held
// back (what a reader gets before the scripts or without them), or once React has hydrated the control.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { startServer } from './lib/server.mjs';
import { CASES } from './lib/tapCases.mjs';
import { measureTap } from './lib/tapMeasure.mjs';
import { formatRun, formatTable, median, PROFILES, parseArgs, selectCases, TARGET_MS } from './lib/tapReport.mjs';
import { build, ensureInstalled, ROOT, staleBuilds } from './lib/workspace.mjs';

const options = parseArgs(process.argv.slice(2));
const cases = selectCases(CASES, options.only);
ensureInstalled();
requireChromium();
if (!options.asBuilt) build(staleBuilds().map((b) => b.pkg));

/** Every run of one case on each profile, told as it goes (a run on the weak network takes seconds). */
async function measureCase(browser, base, testCase) {
  const url = `${base}${await testCase.path(base)}`;
  const results = {};
  for (const profile of options.profiles) {
    results[profile] = [];
    const hows = new Set();
    for (let i = 0; i < options.runs; i += 1) {
      const { run, how } = await measureTap(browser, url, testCase, { ...PROFILES[profile], when: options.when });
      results[profile].push(run);
      hows.add(how);
    }
    const runs = results[profile].map(formatRun).join(' / ');
    console.error(
      `${testCase.name} (${profile}): ${runs} → ${formatRun(median(results[profile]))}; ${[...hows].join('; ')}`,
    );
  }
  return { name: testCase.name, label: testCase.label, page: testCase.page, results };
}

const WHEN_SAID = {
  load: 'at the load event',
  held: "at the load event, the site's script files held back",
  hydrated: 'once React has hydrated the control',
};
const root = options.root ? resolve(options.root) : ROOT;
const server = await startServer(3230, {}, root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const testCase of cases) rows.push(await measureCase(browser, server.base, testCase));
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `First tap (${WHEN_SAID[options.when]}) → first frame showing the answer, ms, 4× CPU, 390×844 touch, median of ${options.runs} (target ≤ ${TARGET_MS} ms); build of ${root}\n`,
);
console.log(formatTable(rows, options.profiles));
if (options.json) {
  const medians = (results) => Object.fromEntries(Object.entries(results).map(([p, runs]) => [p, median(runs)]));
  const figures = rows.map((row) => ({ ...row, medians: medians(row.results) }));
  const profiles = Object.fromEntries(options.profiles.map((p) => [p, PROFILES[p]]));
  const { runs, when } = options;
  writeFileSync(options.json, `${JSON.stringify({ root, runs, when, profiles, cases: figures }, null, 2)}\n`);
}
