import { ROUTES, type RouteId } from '@janmat/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CacheGroup, makeBody } from '../cache';
import type { AppDeps } from '../deps';
import { pathOf } from '../http/apiRoute';
import { sendBody } from '../http/sendBody';
import { escapeHtml, pageTitle, renderHeadTags, scriptJson } from './headTags';
import { matchRoute } from './matchRoute';
import { type PageMeta, resolvePageMeta } from './pageMeta';
import { NOT_FOUND_PAGE } from './pageTexts';
import { preloadLinks, type RemoteAssets, RemoteAssetsSource } from './remoteAssets';
import { shellDist } from './static';
import { fillTemplate, ShellTemplate } from './template';

/** Answers every page shows (header, nav, state strip, ticker): preloaded so the first render needs no call. */
const CHROME_PRELOAD = ['/api/breakingnews', '/api/categories', '/api/subcategories', '/api/states'];
const HTML_TYPE = 'text/html; charset=utf-8';
const POLL_PAGES: RouteId[] = ['userPoll', 'sitePoll', 'myPolls'];

/** Paths that are never pages: they answer JSON 404s when nothing else matched them. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|uploads|remotes)(\/|$)/.test(path) && path !== '/healthz' && path !== '/remotes.json';
}

function runtimeConfig({ config }: AppDeps): string {
  return scriptJson({
    apiBase: '/api',
    siteUrl: config.siteUrl,
    editorialEmail: config.editorialEmail,
    social: config.social,
  });
}

/** `{ "/api/x": <answer>, ... }` from the API itself (so it is exactly what the call would answer). */
async function preloadJson(app: FastifyInstance, paths: string[]): Promise<string> {
  const entries: string[] = [];
  for (const url of paths) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode === 200) entries.push(`${JSON.stringify(url)}:${res.body}`);
  }
  return `{${entries.join(',')}}`
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The first-screen photos (an article's lead photo, home's lead and secondary stories) are fetched
 * with the code, not once the code has run; the first, the page's largest paint, at high priority.
 */
function leadImageLinks(meta: PageMeta): string {
  return (meta.leadImages ?? [])
    .map(
      (image, index) =>
        `<link rel="preload" href="${escapeHtml(image)}" as="image"${index === 0 ? ' fetchpriority="high"' : ''}>`,
    )
    .join('\n    ');
}

function notFoundMeta(path: string): PageMeta {
  return { ...NOT_FOUND_PAGE, keywords: '', canonical: path, noindex: true };
}

/**
 * Page routes: the shell's index.html with the route's title, head tags and data filled in, and
 * preload links for the files of the section that renders the page (its manifest, entry and
 * `./routes` chunks), so they download while the shell starts instead of one after another.
 * Unknown paths and unknown subjects (article, album, poll, …) answer 404 with the same page.
 */
export function createPageRenderer(
  app: FastifyInstance,
  deps: AppDeps,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const template = new ShellTemplate(shellDist(deps.config));
  const remotes = new RemoteAssetsSource(deps.config);
  return async function renderPage(request, reply) {
    const path = pathOf(request) || '/';
    const tpl = await template.get();
    const match = matchRoute(path);
    const section: RemoteAssets | undefined =
      match && tpl.built ? await remotes.get(ROUTES[match.id].owner) : undefined;
    const key = `page:${tpl.version}:${section?.version ?? '-'}:${path}`;
    const hit = deps.cache.get(key);
    if (hit) return sendBody(request, reply, hit);
    const stamp = deps.cache.stamp();
    const meta = match && (await resolvePageMeta(deps.db, match.id, match.params));
    const page = meta ?? notFoundMeta(path);
    const preload = meta ? await preloadJson(app, [...CHROME_PRELOAD, ...(meta.preload ?? [])]) : '{}';
    const html = fillTemplate(tpl.html, {
      title: escapeHtml(pageTitle(page)),
      head: renderHeadTags(page, deps.config),
      hints:
        meta && section && match
          ? [preloadLinks(section, match.id), leadImageLinks(meta)].filter(Boolean).join('\n    ')
          : undefined,
      data: [
        `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
        `<script id="janmat-preload" type="application/json">${preload}</script>`,
      ].join('\n    '),
    });
    const body = makeBody(html, HTML_TYPE);
    if (!meta || !match) return sendBody(request, reply.code(404), body);
    const group: CacheGroup = POLL_PAGES.includes(match.id) ? 'polls' : 'pages';
    deps.cache.set(key, group, body, stamp);
    return sendBody(request, reply, body);
  };
}
