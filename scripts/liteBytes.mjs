// `node scripts/liteBytes.mjs [--check]`: what a lite article costs a reader. Serves the built site as
// `npm start` does (build it first), opens the lead story in Debian's Chromium as a reader who asks
// to save data (`Save-Data: on`), with an empty cache, and sums the bytes transferred (headers and
// compressed bodies, as Chromium counts them) by kind: the HTML (its CSS is inline), style sheets,
// fonts, the lead photo, scripts, data and anything else. Twice: on a device with a Devanagari face, and on one
// without (this machine's Chromium). It
// also reports the site's own Devanagari file (what a reader whose device has no Devanagari face
// downloads on any page, lite too) and the full article on the same device for comparison. The target (issue 27) is
// the lite article with a device face and without the lead photo at 40 KB or less; `--check` exits 1
// over it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { deviceFontConfig } from './lib/deviceFont.mjs';
import { requireChromium } from './lib/ensureChromium.mjs';
import { startServer } from './lib/server.mjs';
import { ROOT } from './lib/workspace.mjs';

const TARGET_KB = 40;
const check = process.argv.includes('--check');
const port = Number(process.env.LITE_BYTES_PORT || 3231);

if (
  !existsSync(join(ROOT, 'shell', 'dist', 'server', 'main.js')) ||
  !existsSync(join(ROOT, 'server', 'dist', 'main.js'))
)
  throw new Error('liteBytes needs the production build: run `npm run build` first.');
requireChromium();

const kb = (bytes) => bytes / 1024;
const KINDS = ['document', 'stylesheet', 'font', 'image', 'script', 'fetch', 'other'];

const server = await startServer(port);
const deviceFont = await deviceFontConfig();
const browsers = {
  'device face': await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...deviceFont.env },
  }),
  'no device face': await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
};
try {
  const lead = (await (await fetch(`${server.base}/api/newsall`)).json()).data[0];
  const article = `${server.base}/news/${encodeURIComponent(lead.type)}/${encodeURIComponent(lead.url)}`;
  const rows = [];
  for (const [device, browser] of Object.entries(browsers))
    rows.push({ name: `lite, ${device}`, ...(await transferred(browser, article, { 'save-data': 'on' })) });
  rows.push({ name: 'full, device face', ...(await transferred(browsers['device face'], article, {})) });

  const fullHtml = await (await fetch(article)).text();
  const fontPath = /url\((\/fonts\/[^)]+\.woff2)\)/.exec(fullHtml)?.[1];
  const fontBytes = fontPath ? (await (await fetch(`${server.base}${fontPath}`)).arrayBuffer()).byteLength : 0;

  console.log(`article ${article.replace(server.base, '')}\n`);
  console.log(`page (KB)             ${KINDS.map((k) => k.padStart(11)).join('')}     total  without photo`);
  for (const r of rows) {
    const cells = KINDS.map((k) => kb(r.byKind[k]).toFixed(1).padStart(11)).join('');
    console.log(
      `${r.name.padEnd(20)}  ${cells}  ${kb(r.total).toFixed(1).padStart(8)}  ${kb(r.total - r.byKind.image)
        .toFixed(1)
        .padStart(16)}`,
    );
  }
  const lite = rows[0];
  const withoutPhoto = lite.total - lite.byKind.image;
  console.log(`\nthe site's own Devanagari face: ${kb(fontBytes).toFixed(1)} KB (${fontPath ?? 'not found'})`);
  console.log(
    `lite article, device face, without the lead photo: ${kb(withoutPhoto).toFixed(1)} KB (target ≤ ${TARGET_KB} KB)`,
  );
  console.log(`  with the lead photo: ${kb(lite.total).toFixed(1)} KB`);
  const faceless = rows[1];
  console.log(
    `lite article, no device face, without the lead photo: ${kb(faceless.total - faceless.byKind.image).toFixed(1)} KB (the site's face included)`,
  );
  if (check && kb(withoutPhoto) > TARGET_KB) {
    console.error(`the lite article is over ${TARGET_KB} KB`);
    process.exitCode = 1;
  }
} finally {
  for (const browser of Object.values(browsers)) await browser.close();
  deviceFont.remove();
  await server.stop();
}

/** Bytes transferred loading `url` in a fresh context with `headers` (a full page's after its scripts have run). */
async function transferred(browser, url, headers) {
  const lite = headers['save-data'] === 'on';
  const context = await browser.newContext({ viewport: { width: 412, height: 900 }, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const done = [];
  page.on('requestfinished', (request) => {
    done.push(
      request.sizes().then((sizes) => ({
        kind: KINDS.includes(request.resourceType()) ? request.resourceType() : 'other',
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A full page loads its scripts on the reader's first touch, and is counted once React runs it; a
  // lite page has none to load.
  await page.keyboard.press('Tab');
  if (!lite)
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    );
  await page.waitForLoadState('networkidle');
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0]));
  for (const { kind, bytes } of await Promise.all(done)) byKind[kind] += bytes;
  await context.close();
  return { byKind, total: Object.values(byKind).reduce((a, b) => a + b, 0) };
}
