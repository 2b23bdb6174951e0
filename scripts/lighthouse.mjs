// `npm run lighthouse`: Lighthouse (mobile settings) on the home page and an article, in Debian's
// Chromium, against the site served as `npm start` serves it, beside two static pages in the same run:
// the same article as one plain HTML file (headline, photo, text, no script) and the home page's lead
// story (headline and photo), both made from the API's answer and served from loopback. Prints the
// four category scores and LCP, TBT and CLS, then each target with the figure reached: LCP within
// 1.3× the static page's, TBT ≤ 150 ms, CLS 0, performance ≥ 98, the other three scores 100.
// Every page is measured twice: in this machine's Chromium, which has no Devanagari face (the site's
// own font downloads), and in the same Chromium given Noto Sans Devanagari through fontconfig, as a
// phone that has the face (nothing downloads). Without the face the plain pages are boxes, so they
// are measured a third way there: with the site's face, as a plain page would need to be readable.
// `-- --runs 3` runs each page three times (the eight pages in turn) and judges the medians.
// Then Lighthouse CI (`lhci assert`, lighthouserc.cjs) judges the site's runs: the command fails when
// performance is under 90 or accessibility, best practices or SEO under 100; the targets are warnings.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { deviceFontConfig } from './lib/deviceFont.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { figuresOf, medianOf } from './lib/lighthouseFigures.mjs';
import { startServer } from './lib/server.mjs';
import { serveStaticStory } from './lib/staticPages.mjs';
import { build, ensureInstalled, ROOT, staleBuilds } from './lib/workspace.mjs';

const lighthouserc = createRequire(import.meta.url)('../lighthouserc.cjs');

ensureInstalled();
requireChromium();
build(staleBuilds().map((b) => b.pkg));

/** `--runs N`: each page N times, then the median of every figure (single runs vary on a busy machine). */
const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg > 0 ? process.argv[runsArg + 1] : 1) || 1);

const server = await startServer(3221);
const lead = (await (await fetch(`${server.base}/api/newsall`)).json()).data[0];
const [story] = (await (await fetch(`${server.base}/api/newsdetails2/${encodeURIComponent(lead.url)}`)).json()).data;
const statics = await serveStaticStory(server.base, story, 3222);
/** This machine's Chromium has no Devanagari face: a reader whose phone has none downloads the site's. */
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
/** The same Chromium with Noto Sans Devanagari among its fonts: a phone that has the face. */
const deviceFont = await deviceFontConfig();
const deviceChrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  envVars: { ...process.env, ...deviceFont.env },
});

const articleUrl = `${server.base}/news/${encodeURIComponent(lead.type)}/${encodeURIComponent(lead.url)}`;
/**
 * The pages, each as a reader without a Devanagari font gets it (the site's own face downloads, as
 * on this machine), and again as a reader whose device has the face (`local()` and the font stack's
 * first family match, nothing downloads), the static pages too, so each ratio compares like with like.
 * @type {Record<string, { url: string, deviceFont?: boolean }>}
 */
const PAGES = {
  home: { url: `${server.base}/` },
  'static lead': { url: `${statics.base}/lead.html` },
  article: { url: articleUrl },
  'static article': { url: `${statics.base}/article.html` },
  'static lead, site face': { url: `${statics.base}/lead-face.html` },
  'static article, site face': { url: `${statics.base}/article-face.html` },
  'home, device font': { url: `${server.base}/`, deviceFont: true },
  'static lead, device font': { url: `${statics.base}/lead.html`, deviceFont: true },
  'article, device font': { url: articleUrl, deviceFont: true },
  'static article, device font': { url: `${statics.base}/article.html`, deviceFont: true },
};

try {
  /** @type {Record<string, ReturnType<typeof figuresOf>[]>} */
  const results = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
  /** The site's reports, each under its page's name for Lighthouse CI. @type {any[]} */
  const reports = [];
  console.log('page                          perf  a11y  best   seo    LCP ms  TBT ms     CLS');
  for (let run = 0; run < runs; run += 1) {
    for (const [name, { url, deviceFont }] of Object.entries(PAGES)) {
      const result = await lighthouse(url, {
        port: (deviceFont ? deviceChrome : chrome).port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const figures = figuresOf(result.lhr);
      results[name].push(figures);
      if (!name.startsWith('static')) reports.push(namedReport(result.lhr, name));
      printRow(runs > 1 ? `${name} ${run + 1}` : name, figures);
      if (!name.startsWith('static')) printMisses(result.lhr);
    }
  }
  const final = Object.fromEntries(Object.entries(results).map(([name, list]) => [name, medianOf(list)]));
  if (runs > 1) {
    console.log(`\nmedians of ${runs}`);
    for (const [name, figures] of Object.entries(final)) printRow(name, figures);
  }
  printTargets(final);
  process.exitCode = assertWithLhci(reports, final);
} finally {
  await chrome.kill();
  await deviceChrome.kill();
  deviceFont.remove();
  await statics.stop();
  await server.stop();
}

/** @param {string} label @param {ReturnType<typeof figuresOf>} f */
function printRow(label, f) {
  const n = (value, width, digits = 0) => value.toFixed(digits).padStart(width);
  console.log(
    `${label.padEnd(29)} ${n(f.perf, 4)}  ${n(f.a11y, 4)}  ${n(f.best, 4)}  ${n(f.seo, 4)}  ${n(f.lcp, 8)}  ${n(f.tbt, 6)}  ${n(f.cls, 6, 3)}`,
  );
}

/**
 * Every target of the site's two pages with the figure reached: the LCP ratios to the static pages,
 * TBT, CLS and the four scores.
 * @param {Record<string, ReturnType<typeof figuresOf>>} f
 */
function printTargets(f) {
  /** @type {[string, string, string, boolean][]} */
  const rows = [
    ratioRow('home LCP ÷ static lead-story LCP', f.home.lcp, f['static lead'].lcp),
    ratioRow('article LCP ÷ static article LCP', f.article.lcp, f['static article'].lcp),
    ratioRow('same, static with face: home', f.home.lcp, f['static lead, site face'].lcp),
    ratioRow('same, static with face: article', f.article.lcp, f['static article, site face'].lcp),
    ratioRow('same, device font: home', f['home, device font'].lcp, f['static lead, device font'].lcp),
    ratioRow('same, device font: article', f['article, device font'].lcp, f['static article, device font'].lcp),
  ];
  for (const page of ['home', 'article', 'home, device font', 'article, device font']) {
    const p = f[page];
    rows.push(
      [`${page} TBT`, `${p.tbt.toFixed(0)} ms`, '≤ 150 ms', p.tbt <= 150],
      [`${page} CLS`, p.cls.toFixed(3), '0', p.cls === 0],
      [`${page} performance`, String(p.perf), '≥ 98', p.perf >= 98],
      [`${page} accessibility`, String(p.a11y), '100', p.a11y === 100],
      [`${page} best practices`, String(p.best), '100', p.best === 100],
      [`${page} SEO`, String(p.seo), '100', p.seo === 100],
    );
  }
  console.log('\ntarget                              figure    target');
  for (const [label, figure, target, met] of rows)
    console.log(`${label.padEnd(34)} ${figure.padStart(8)}  ${target.padEnd(9)} ${met ? 'met' : 'MISSED'}`);
}

/** @returns {[string, string, string, boolean]} */
function ratioRow(label, lcp, staticLcp) {
  const ratio = lcp / staticLcp;
  return [label, `${ratio.toFixed(2)}×`, '≤ 1.3×', ratio <= 1.3];
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

/**
 * The report as Lighthouse CI groups it: by `finalUrl`, here the page's name (a page and its
 * device-font variant share one address).
 * @param {any} lhr
 * @param {string} name
 */
function namedReport(lhr, name) {
  const url = `https://janmat.test/${encodeURIComponent(name)}`;
  return { ...lhr, requestedUrl: url, finalUrl: url, finalDisplayedUrl: url };
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `lhci assert` on the site's reports with lighthouserc.cjs, plus each page's LCP budget: the ratio
 * times the median LCP of its static counterpart. Answers its exit code.
 * @param {any[]} reports
 * @param {Record<string, ReturnType<typeof figuresOf>>} f
 */
function assertWithLhci(reports, f) {
  const dir = mkdtempSync(join(tmpdir(), 'janmat-lhci-'));
  try {
    mkdirSync(join(dir, '.lighthouseci'));
    reports.forEach((lhr, i) => {
      writeFileSync(join(dir, '.lighthouseci', `lhr-${i}.json`), JSON.stringify(lhr));
    });
    /** @type {Record<string, string>} */
    const staticOf = {
      home: 'static lead',
      'home, device font': 'static lead, device font',
      article: 'static article',
      'article, device font': 'static article, device font',
    };
    const lcpBudgets = Object.entries(staticOf).map(([page, staticPage]) => ({
      matchingUrlPattern: `${escapeRegExp(namedReport({}, page).finalUrl)}$`,
      aggregationMethod: 'median',
      assertions: {
        'largest-contentful-paint': [
          'warn',
          { maxNumericValue: Math.round(lighthouserc.LCP_RATIO * f[staticPage].lcp) },
        ],
      },
    }));
    const config = {
      ci: { assert: { assertMatrix: [...lighthouserc.ci.assert.assertMatrix, ...lcpBudgets] } },
    };
    writeFileSync(join(dir, 'lighthouserc.json'), JSON.stringify(config, null, 2));
    console.log('\nLighthouse CI');
    const lhci = join(ROOT, 'node_modules', '.bin', 'lhci');
    const { status } = spawnSync(lhci, ['assert', '--config=lighthouserc.json'], { cwd: dir, stdio: 'inherit' });
    return status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
