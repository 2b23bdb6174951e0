// Plain HTML pages of the site's own content, for the Lighthouse script to measure the site against:
// the same story as one static file (headline, photo, text, no script) served from loopback by a
// tiny server, with the photo copied from the site so it comes from the same origin as the page.
import { createServer } from 'node:http';

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

/**
 * One story as a static page: headline and photo, then its text when `withText` (an article), or
 * only the two (the home page's lead story as its first screen shows it).
 * @param {{ name: string, photo: string, des: string }} story the API's answer (`des` is sanitized HTML)
 * @param {{ withText: boolean }} options
 */
function staticStoryHtml(story, { withText }) {
  const name = escapeHtml(story.name);
  return `<!doctype html>
<html lang="hi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} | जनमत</title>
<meta name="description" content="${name}">
<style>${STYLE}</style>
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
 * The static article and the static lead story of `story` (read from the site at `siteBase`), with its
 * photo, served on `port`.
 * @param {string} siteBase
 * @param {{ name: string, photo: string, des: string }} story
 * @param {number} port
 */
export async function serveStaticStory(siteBase, story, port) {
  const photo = await fetch(new URL(story.photo, siteBase));
  if (!photo.ok) throw new Error(`${story.photo}: ${photo.status}`);
  const html = 'text/html; charset=utf-8';
  const files = new Map([
    ['/article.html', { type: html, body: staticStoryHtml(story, { withText: true }) }],
    ['/lead.html', { type: html, body: staticStoryHtml(story, { withText: false }) }],
    [
      new URL(story.photo, siteBase).pathname,
      {
        type: photo.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await photo.arrayBuffer()),
      },
    ],
  ]);
  return startStaticServer(port, files);
}
