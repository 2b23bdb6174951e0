// `npm run lighthouse`: Lighthouse (mobile settings) on the home page and an article, in Debian's
// Chromium, against the site served as `npm start` serves it. Prints the four category scores and
// LCP, TBT and CLS; `-- --runs 3` runs each page three times and adds the median.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';
import { build, ensureInstalled, staleBuilds } from './lib/workspace.mjs';

ensureInstalled();
build(staleBuilds().map((b) => b.pkg));

/** `--runs N`: each page N times, then the median of every figure (single runs vary on a busy machine). */
const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg > 0 ? process.argv[runsArg + 1] : 1) || 1);

const server = await startServer(3221);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const newsall = await (await fetch(`${server.base}/api/newsall`)).json();
  const lead = newsall.data[0];
  const pages = { home: '/', article: `/news/${lead.type}/${lead.url}` };
  console.log('page            perf  a11y  best   seo    LCP ms  TBT ms     CLS');
  for (const [name, path] of Object.entries(pages)) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const figures = figuresOf(result.lhr);
      results.push(figures);
      printRow(runs > 1 ? `${name} ${run + 1}` : name, figures);
      printMisses(result.lhr);
    }
    if (runs > 1) printRow(`${name} median`, medianOf(results));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

/** @param {any} lhr */
function figuresOf({ categories, audits }) {
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const num = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
  };
}

/** @param {ReturnType<typeof figuresOf>[]} list */
function medianOf(list) {
  const median = (key) => {
    const sorted = list.map((f) => f[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(key)]));
}

/** @param {string} label @param {ReturnType<typeof figuresOf>} f */
function printRow(label, f) {
  const n = (value, width, digits = 0) => value.toFixed(digits).padStart(width);
  console.log(
    `${label.padEnd(15)} ${n(f.perf, 4)}  ${n(f.a11y, 4)}  ${n(f.best, 4)}  ${n(f.seo, 4)}  ${n(f.lcp, 8)}  ${n(f.tbt, 6)}  ${n(f.cls, 6, 3)}`,
  );
}

/** Every weighted accessibility, SEO or best-practice audit that did not pass. @param {any} lhr */
function printMisses({ categories, audits }) {
  for (const cat of ['accessibility', 'seo', 'best-practices']) {
    for (const ref of categories[cat]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`    ${cat}: ${audit.title}`);
    }
  }
}
