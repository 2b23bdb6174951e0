import { BOOT_SETTINGS } from '../boot/bootSettings';
import type { WorkerRequest, WorkerResponse } from '../sw/workerScope';
import { fakeCaches, fakeResponse, fakeWorkerScope, ORIGIN } from './fakeWorkerScope';

/** A saved story's page: its stylesheet, font preload and lead photo's renditions, and its boot list (scripts on intent). */
export const storyHtml = (title: string) =>
  `<!doctype html><html lang="hi"><head><link rel="stylesheet" href="/static/site.css">` +
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/janmat.woff2"></head>` +
  `<body><h1>${title}</h1><picture><source type="image/webp" srcset="/uploads/r/lead-photo-400.webp 400w, /uploads/r/lead-photo-800.webp 800w">` +
  `<img src="/uploads/lead-photo.jpg" srcset="/uploads/r/lead-photo-400.jpg 400w" alt=""></picture>` +
  `<img src="https://elsewhere.example/lead-photo.jpg" alt=""><img src="/logo.svg" alt="">` +
  `<script id="${BOOT_SETTINGS.listId}" type="application/json">{"scripts":["/main.js"],"preload":[],"fetch":[]}</script></body></html>`;

/**
 * The site as the fake worker's network has it (`pages`: path → HTML, and a story at every
 * `/news/many/…`), with the files of `storyHtml`; `site.offline = true` cuts the network; `site.seen` is
 * what the browser's HTTP cache holds. Every request that reaches the network is recorded.
 */
export function offlineTestSite(pages: Record<string, string>, room?: number) {
  const worker = fakeWorkerScope();
  if (room !== undefined) worker.scope.caches = fakeCaches(room);
  const files: Record<string, WorkerResponse> = {
    '/static/site.css': fakeResponse('@font-face{src:url(/fonts/other.woff2)}', {
      headers: { 'content-type': 'text/css' },
    }),
    '/fonts/janmat.woff2': fakeResponse('font', { headers: { 'content-type': 'font/woff2' } }),
    '/fonts/other.woff2': fakeResponse('font2', { headers: { 'content-type': 'font/woff2' } }),
  };
  /** `seen`: the browser's HTTP cache, path → the copy of a page seen moments ago (`stale-while-revalidate`). */
  const site = { offline: false, asked: [] as string[], seen: {} as Record<string, string> };
  worker.scope.fetch.mockImplementation(async (request: string | WorkerRequest, init?: unknown) => {
    const url = typeof request === 'string' ? request : request.url;
    const path = url.slice(ORIGIN.length);
    // The HTTP cache answers a request of `default` mode (or `force-cache`) itself while it may.
    const mode =
      (init as { cache?: string } | undefined)?.cache ?? (typeof request === 'string' ? 'default' : request.cache);
    const seen = site.seen[path];
    if (seen !== undefined && (mode === 'default' || mode === 'force-cache')) return fakeResponse(seen);
    site.asked.push(url);
    if (site.offline) throw new TypeError('Failed to fetch');
    if (pages[path] !== undefined) return fakeResponse(pages[path]);
    if (path.startsWith('/news/many/')) return fakeResponse(storyHtml(path));
    if (files[path]) return files[path];
    if (path.startsWith('/uploads/')) return fakeResponse('photo', { headers: { 'content-type': 'image/jpeg' } });
    return fakeResponse('', { status: 404 });
  });
  return { worker, site };
}
