// Plain HTML pages of the site's own content, for the Lighthouse script to measure the site against:
// the same story as one static file (headline, photo, text, no script) served from loopback by a
// tiny server, with the photo copied from the site so it comes from the same origin as the page.
// Each page also comes with the site's Devanagari face (its `@font-face` rules, file and the head's
// wait for it): what a plain page needs to be readable on a device without a Devanagari font.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { fontFaceCss } = require('../../shared/fonts/index.js');

/** The head's wait for the face as the shell's build writes it (`shell/dist/page-assets.json`). */
function fontWaitScript() {
  const assets = JSON.parse(readFileSync(new URL('../../shell/dist/page-assets.json', import.meta.url), 'utf8'));
  return assets.inline.fontWait.source;
}

/** The theme's font stack and sizes (shared/src/theme), so the text takes the same room. */
const STYLE = `
body { margin: 0; font-family: "Noto Sans Devanagari", "Nirmala UI", "Mangal", "Kohinoor Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; }
main { box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 0 16px; }
h1 { margin: 16px 0; font-size: 1.5rem; line-height: 1.3; }
img { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 675; object-fit: cover; border-radius: 8px; background: #e4e4e4; }
.text { font-size: 1.0625rem; line-height: 1.8; overflow-wrap: break-word; }
@media (min-width: 1024px) { h1 { font-size: 2rem; } }`;

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site's face in a page's head: its rules (with the file at `fontPath`) and the wait for it. */
const faceHead = (fontPath) => `<style>${fontFaceCss(fontPath)}</style>\n<script>${fontWaitScript()}</script>`;

/**
 * One story as a static page: headline and photo, then its text when `withText` (an article), or
 * only the two (the home page's lead story as its first screen shows it); with the site's face when
 * `fontPath` names its file.
 * @param {{ name: string, photo: string, des: string }} story the API's answer (`des` is sanitized HTML)
 * @param {{ withText: boolean, fontPath?: string }} options
 */
function staticStoryHtml(story, { withText, fontPath }) {
  const name = escapeHtml(story.name);
  return `<!doctype html>
<html lang="hi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} | जनमत</title>
<meta name="description" content="${name}">
<style>${STYLE}</style>
${fontPath ? faceHead(fontPath) : ''}
</head>
<body>
<main>
<article>
<h1>${name}</h1>
<img src="${escapeHtml(story.photo)}" alt="${name}" width="1200" height="675" fetchpriority="high">
${withText ? `<div class="text">${story.des}</div>` : ''}
</article>
</main>
</body>
</html>
`;
}

/**
 * Serves fixed files on 127.0.0.1 (path → type and body); anything else is 404.
 * @param {number} port
 * @param {Map<string, { type: string, body: string | Buffer }>} files
 */
async function startStaticServer(port, files) {
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A file of the site at `path`, as the static server serves it.
 * @param {string} siteBase
 * @param {string} path
 */
async function siteFile(siteBase, path) {
  const answer = await fetch(new URL(path, siteBase));
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return {
    type: answer.headers.get('content-type') ?? 'application/octet-stream',
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/**
 * The static article and the static lead story of `story` (read from the site at `siteBase`), with its
 * photo, served on `port`: `/article.html` and `/lead.html` in the device's fonts only, and
 * `/article-face.html` and `/lead-face.html` with the site's face, its file copied from the site.
 * @param {string} siteBase
 * @param {{ name: string, photo: string, des: string }} story
 * @param {number} port
 */
export async function serveStaticStory(siteBase, story, port) {
  const home = await (await fetch(siteBase)).text();
  const fontPath = /\/fonts\/janmat-devanagari\.[0-9a-f]+\.woff2/.exec(home)?.[0];
  if (!fontPath) throw new Error("the site's HTML names no font file");
  const html = 'text/html; charset=utf-8';
  const page = (options) => ({ type: html, body: staticStoryHtml(story, options) });
  const files = new Map([
    ['/article.html', page({ withText: true })],
    ['/lead.html', page({ withText: false })],
    ['/article-face.html', page({ withText: true, fontPath })],
    ['/lead-face.html', page({ withText: false, fontPath })],
    [new URL(story.photo, siteBase).pathname, await siteFile(siteBase, story.photo)],
    [fontPath, await siteFile(siteBase, fontPath)],
  ]);
  return startStaticServer(port, files);
}
