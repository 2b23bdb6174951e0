import {
  API_STATE_SCRIPT_ID,
  buildPath,
  isStaffRoute,
  ROUTES,
  type RouteId,
  scriptJson,
} from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CacheGroup, makeBody } from '../core/cache';
import type { AppDeps } from '../core/deps';
import { pathOf } from '../core/http/apiRoute';
import { sendBody } from '../core/http/sendBody';
import { loadScriptsAfterPaint } from './bootLoader';
import { escapeHtml, renderHeadTags, type SiteHead, siteTitle } from './headTags';
import { matchRoute } from './matchRoute';
import { takesOverride } from './overrideRequest';
import { resolvePageSubject } from './pageSubject';
import { preloadLinks, type RemoteAssets, RemoteAssetsSource } from './remoteAssets';
import { ServerRenderer, serverRemote } from './serverRender';
import { shellDist } from './static';
import { fillRendered, fillTemplate, ShellTemplate } from './template';

/**
 * Answers every page shows (header, nav, state strip, ticker): preloaded into the fallback page so
 * its first render needs no call for them. The page's own answers are its section's to ask for.
 */
const CHROME_PRELOAD = ['/api/breakingnews', '/api/categories', '/api/subcategories', '/api/states'];
const HTML_TYPE = 'text/html; charset=utf-8';
const POLL_PAGES: RouteId[] = ['userPoll', 'sitePoll', 'myPolls'];
/** Pages whose content belongs to the visitor who asked: never cached, never indexed. */
const VISITOR_PAGES: RouteId[] = ['myPolls'];

/** Paths that are never pages: they answer JSON 404s when nothing else matched them. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|uploads|remotes)(\/|$)/.test(path) && path !== '/healthz' && path !== '/remotes.json';
}

function runtimeConfigOf({ config }: AppDeps) {
  return { apiBase: '/api', siteUrl: config.siteUrl, editorialEmail: config.editorialEmail, social: config.social };
}

function runtimeConfig(deps: AppDeps): string {
  return scriptJson(runtimeConfigOf(deps));
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

/** Both paths name the same segments once percent-decoding is undone (`%E0` and `%e0`, raw UTF-8, …). */
function samePath(requested: string, expected: string): boolean {
  const decode = (path: string) => {
    try {
      return decodeURIComponent(path).replace(/\/+$/, '');
    } catch {
      return undefined;
    }
  };
  return decode(requested) === decode(expected);
}

/** The request's query string (`?…`), kept on a redirect. */
function queryOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? '' : request.url.slice(q);
}

/**
 * Page routes: the page rendered on the server inside the shell's index.html, with preload links for
 * the files of the section that renders it (its manifest, entry and `./routes` chunks), so they
 * download while the shell starts instead of one after another. Unknown paths and unknown subjects
 * (article, album, poll, …) answer 404. Without a server view (rendering off or failed, no server
 * build, a tester's override) the page goes out as the fallback: the shell's outline with the site's
 * head tags and the chrome's answers, rendered in the browser, where the page brings its own head.
 */
export function createPageRenderer(
  app: FastifyInstance,
  deps: AppDeps,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const template = new ShellTemplate(shellDist(deps.config));
  const remotes = new RemoteAssetsSource(deps.config);
  const renderer = new ServerRenderer(app, deps.config, app.log);

  /** Every section's files: a page shows its own section and other sections' widgets. */
  const allSections = () => Promise.all(REMOTE_NAMES.map(async (name) => [name, await remotes.get(name)] as const));

  /** Renders the page on the server with every section's server container. */
  function renderOnServer(
    request: FastifyRequest,
    url: string,
    sections: Awaited<ReturnType<typeof allSections>>,
    personal: boolean,
  ) {
    const servers = sections.flatMap(([name, assets]) => serverRemote(deps.config, name, assets) ?? []);
    return renderer.render(url, servers, runtimeConfigOf(deps), { ip: request.ip, personal });
  }
  return async function renderPage(request, reply) {
    const path = pathOf(request) || '/';
    const tpl = await template.get();
    const match = matchRoute(path);
    const section: RemoteAssets | undefined =
      match && tpl.built ? await remotes.get(ROUTES[match.id].owner) : undefined;
    // The staff's pages: the shell's outline and the newsroom's files, rendered in the browser behind
    // its sign-in; nothing of them is cached, shared or indexed.
    if (match && isStaffRoute(match.id)) {
      const html = fillTemplate(tpl.html, {
        title: escapeHtml(siteTitle({})),
        head: renderHeadTags({ canonical: path, noindex: true }, deps.config),
        hints: section ? preloadLinks(section, match.id) : undefined,
        data: `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
      });
      return sendBody(request, reply.header('x-robots-tag', 'noindex'), makeBody(html, HTML_TYPE), 'no-store');
    }
    const sections = tpl.built ? await allSections() : [];
    const key = `page:${tpl.version}:${sections.map(([, assets]) => assets.version).join(',') || '-'}:${path}`;
    // A tester's browser taking a section from another build gets the page without its server view,
    // and the page cache is left alone (overrideRequest.ts).
    const overridden = takesOverride(request.headers.cookie, deps.config.remoteOverrideOrigins);
    const hit = overridden ? undefined : deps.cache.get(key);
    if (hit) return sendBody(request, reply, hit);
    const stamp = deps.cache.stamp();
    const subject = match && (await resolvePageSubject(deps.db, match.id, match.params));
    // One address per page: the subject's own (subject.path), else the route's pattern filled with the
    // params as given, which fixes the case of static segments (`/VIDEOS` → `/videos`).
    const own = match && subject && (subject.path ?? buildPath(ROUTES[match.id].path, match.params));
    if (own && !samePath(path, own)) return reply.redirect(`${own}${queryOf(request)}`, 301);
    const hints = subject && section && match ? preloadLinks(section, match.id) : undefined;
    // A missing page is rendered too (the site's not-found page, its head from the app like any other).
    const rendered =
      deps.config.serverRender && !overridden && tpl.built
        ? await renderOnServer(
            request,
            `${path}${queryOf(request)}`,
            sections,
            !!match && VISITOR_PAGES.includes(match.id),
          )
        : undefined;
    if (rendered) {
      const html = loadScriptsAfterPaint(
        fillRendered(tpl.html, {
          head: rendered.head,
          root: rendered.root,
          hints,
          data: [
            `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
            `<script id="${API_STATE_SCRIPT_ID}" type="application/json">${scriptJson(rendered.state)}</script>`,
          ].join('\n    '),
        }),
      );
      const body = makeBody(html, HTML_TYPE);
      // Missing pages are not kept (any path can be asked for).
      if (!subject || !match) return sendBody(request, reply.code(404), body);
      // Not kept: a page with a part left to the browser (the next request renders it whole), and a
      // visitor's own page (their polls), which no one else may be sent.
      if (rendered.errors.length === 0 && !VISITOR_PAGES.includes(match.id)) {
        deps.cache.set(key, POLL_PAGES.includes(match.id) ? 'polls' : 'pages', body, stamp);
      }
      return sendBody(request, reply, body);
    }
    const head: SiteHead =
      subject && match && own
        ? { canonical: subject.canonical ?? own, noindex: VISITOR_PAGES.includes(match.id) }
        : { canonical: path, notFound: true };
    const preload = subject ? await preloadJson(app, CHROME_PRELOAD) : '{}';
    const html = fillTemplate(tpl.html, {
      title: escapeHtml(siteTitle(head)),
      head: renderHeadTags(head, deps.config),
      hints,
      data: [
        `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
        `<script id="janmat-preload" type="application/json">${preload}</script>`,
      ].join('\n    '),
    });
    const body = makeBody(html, HTML_TYPE);
    if (!subject || !match) return sendBody(request, reply.code(404), body);
    const group: CacheGroup = POLL_PAGES.includes(match.id) ? 'polls' : 'pages';
    if (!overridden) deps.cache.set(key, group, body, stamp);
    return sendBody(request, reply, body);
  };
}
