// `npm run lighthouse`: Lighthouse (mobile settings) on the home page and an article, in Debian's
// Chromium, against the site served as `npm start` serves it. Prints the four category scores and
// LCP, TBT and CLS.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';
import { build, ensureInstalled, staleBuilds } from './lib/workspace.mjs';

ensureInstalled();
build(staleBuilds().map((b) => b.pkg));

const server = await startServer(3221);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const newsall = await (await fetch(`${server.base}/api/newsall`)).json();
  const lead = newsall.data[0];
  const pages = { home: '/', article: `/news/${lead.type}/${lead.url}` };
  console.log('page      perf  a11y  best  seo    LCP ms  TBT ms    CLS');
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
    const num = (id) => audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `${name.padEnd(8)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${num(
        'largest-contentful-paint',
      )
        .toFixed(0)
        .padStart(
          8,
        )}  ${num('total-blocking-time').toFixed(0).padStart(6)}  ${num('cumulative-layout-shift').toFixed(3).padStart(6)}`,
    );
    for (const cat of ['accessibility', 'seo', 'best-practices']) {
      for (const ref of categories[cat]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          console.log(`    ${cat}: ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
