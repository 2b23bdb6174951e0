// `npm run lighthouse:types`: Lighthouse on one page of every type a reader can open (the end-to-end
// suite's list, scripts/lib/pageTypes.mjs), on a phone (Lighthouse's mobile defaults: a mid-range
// phone, 4× CPU, a slow 4G link) and on a desktop (its desktop preset), in Debian's Chromium given
// Noto Sans Devanagari as a phone that has the face. Against the site served as `npm start` serves
// it. Prints each page's four scores and LCP, TBT and CLS; `-- --runs N` gives medians of N runs.
// The home page's and an article's ratios to static pages are `npm run lighthouse`'s.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { deviceFontConfig } from './lib/deviceFont.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { figuresOf, medianOf } from './lib/lighthouseFigures.mjs';
import { everyPageType } from './lib/pageTypes.mjs';
import { startServer } from './lib/server.mjs';
import { build, ensureInstalled, staleBuilds } from './lib/workspace.mjs';

ensureInstalled();
requireChromium();
build(staleBuilds().map((b) => b.pkg));

const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg > 0 ? process.argv[runsArg + 1] : 1) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEVICES = { phone: undefined, desktop: desktopConfig };

const server = await startServer(3223);
const deviceFont = await deviceFontConfig();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  envVars: { ...process.env, ...deviceFont.env },
});
try {
  // Lighthouse judges pages that answer 200 (the not-found page is a 404 on purpose).
  const types = (await everyPageType(server.base)).filter((type) => type.status === 200);
  const n = (value, width) => value.toFixed(0).padStart(width);
  const cells = (f) =>
    `${n(f.perf, 4)} ${n(f.a11y, 4)} ${n(f.best, 4)} ${n(f.seo, 4)} ${n(f.lcp, 6)} ${n(f.tbt, 5)} ${f.cls.toFixed(3)}`;
  console.log(`every page type, device face, ${runs > 1 ? `medians of ${runs}` : 'one run'}`);
  console.log(
    `${'page'.padEnd(28)} ${'phone: perf a11y best  seo    LCP   TBT   CLS'}   ${'desktop: perf a11y best  seo    LCP   TBT   CLS'}`,
  );
  for (const { name, path } of types) {
    const row = [];
    for (const config of Object.values(DEVICES)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${server.base}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        );
        results.push(figuresOf(result.lhr));
      }
      row.push(cells(medianOf(results)));
    }
    console.log(`${name.slice(0, 28).padEnd(28)}        ${row[0]}            ${row[1]}`);
  }
} finally {
  await chrome.kill();
  deviceFont.remove();
  await server.stop();
}
