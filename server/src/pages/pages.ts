import { join } from 'node:path';
import { OVERRIDE_APPLIED_SCRIPT_ID, OVERRIDE_PARAM_PREFIX } from '@janmat/shared/composition';
import {
  buildPath,
  COHORT_HEADER,
  dataClassOf,
  isStaffRoute,
  ROUTES,
  type RouteId,
  type ScriptsWhen,
  scriptJson,
  scriptsWhen,
} from '@janmat/shared/contracts';
import { CACHE_CONTROL, stricterClass } from '@janmat/shared/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_KEY } from '../api/edgeKeys';
import { makeBody } from '../core/cache';
import type { AppDeps } from '../core/deps';
import { MISSING_KEY, pageKey } from '../core/edgeKeys';
import { pathOf } from '../core/http/apiRoute';
import { clientIp } from '../core/http/clientIp';
import { secureCookies } from '../core/http/cookies';
import { nameKeys, sendBody } from '../core/http/sendBody';
import { SERVER_MESSAGES } from '../core/messages';
import { canaryRunning, cohortCookie, cohortOf, randomCohort } from '../releases/cohort';
import { PAGES_KEY } from '../releases/openRegistry';
import { composeSections, compositionScript, releaseIds, tokenStale } from '../releases/pageComposition';
import type { Preload } from './bootLoader';
import { sendBusyPage } from './busyPage';
import { canonicalPath, routeSpelling } from './canonicalPath';
import { carriesForm, type EchoedPage, formEchoScript, pageForms } from './formPage';
import { escapeHtml, renderHeadTags, type SiteHead, siteTitle } from './headTags';
import { SAVE_DATA_HEADER, wantsLite } from './liteMode';
import { matchRoute } from './matchRoute';
import { appliedOverrides } from './overrideRequest';
import { PageReads } from './pageReads';
import { keepPageState, pageStateOf, stateScript } from './pageState';
import { type RemoteAssets, RemoteAssetsSource } from './remoteAssets';
import { RenderBudget } from './renderBudget';
import { runtimeConfigOf } from './runtimeConfig';
import { ServerBuilds } from './serverBuilds';
import { ServerRenderer, serverRemotes } from './serverRender';
import { shellDist } from './static';
import { composePage, type PageAssets, sectionPreloads, shellAssetsAt } from './template';

const HTML_TYPE = 'text/html; charset=utf-8';

/** Paths that are never pages: they answer JSON 404s when nothing else matched them. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|uploads|remotes)(\/|$)/.test(path) && path !== '/healthz' && path !== '/remotes.json';
}

function runtimeConfig(deps: AppDeps): string {
  return scriptJson(runtimeConfigOf(deps));
}

/** The request's query string (`?…`), kept on a redirect. */
function queryOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? '' : request.url.slice(q);
}

/**
 * When the page's scripts load: its subject's choice (`own`, a live article's), else its route's;
 * but at once for a tester's link that proposes a section from another build (`?remote.<name>=`):
 * the proposal is the page's first answer.
 */
function scriptsFor(request: FastifyRequest, routeId: RouteId | undefined, own?: ScriptsWhen): ScriptsWhen {
  const keys = [...new URLSearchParams(queryOf(request)).keys()];
  const proposes = keys.some((key) => key.startsWith(OVERRIDE_PARAM_PREFIX));
  return proposes ? 'load' : (own ?? (routeId ? scriptsWhen(routeId) : 'intent'));
}

/**
 * What a public page names for the shared cache in front (core/edgeKeys.ts): the keys of every read it
 * made, its own address, and what it is (the home page, a static page by its route).
 */
function pageKeys(path: string, routeId: RouteId | undefined, reads: Iterable<string>): string[] {
  return [
    pageKey(path),
    ...(routeId === 'home' ? [HOME_KEY] : []),
    ...(routeId && ROUTES[routeId].owner === 'static' ? [`static:${routeId}`] : []),
    PAGES_KEY,
    ...reads,
  ];
}

/**
 * Page routes. The page's route is matched here; its data contract (the owning section's loader) and
 * its render run in the shell's server build (`ServerRenderer`), reading data in process. The answer
 * is the page rendered on the server inside the shell's index.html, with preload links for the files
 * of the section that renders it; a missing subject answers 404 and another address of the page 301.
 * One address per page: a path spelled any other way than its canonical spelling (canonicalPath.ts)
 * gets a 301 before anything is looked up, so only canonical paths are rendered or cached. Missing
 * subjects and other addresses of a subject are kept briefly apart (the cache's `short` answers); the
 * renders an address may cause are limited (RenderBudget; over it a small 429 page).
 * Without a server view (rendering off or failed, a tester's override) the page goes out as the
 * fallback: the shell's outline with the site's head tags and the page's data, rendered in the
 * browser. A browser whose override cookie applies another build of a section (overrideRequest.ts;
 * never on a staff page) gets that fallback, with the overrides named in the page for the shell,
 * past the page cache and as its own (`private, no-store`). What the page may be, cached or serialized follows its data class: the route's mark, or
 * the stricter class of any answer it read (`dataClass`).
 * Its forms (formPage.ts): each render gets a one-time form token; a page whose HTML carries it, or
 * that answers a form's post (`echoed`: that form's values and errors, with its status), is the
 * visitor's alone (`private, no-store`, never kept), yet indexed like the page it is.
 */
export function createPageRenderer(
  deps: AppDeps,
  log: FastifyBaseLogger,
): (request: FastifyRequest, reply: FastifyReply, echoed?: EchoedPage) => Promise<FastifyReply> {
  const template = shellAssetsAt(shellDist(deps.config));
  const remotes = new RemoteAssetsSource(deps.config);
  const renderer = new ServerRenderer(deps.config, log);
  const builds = new ServerBuilds(join(deps.config.dataDir, 'server-builds'), deps.config.releaseSources, { log });
  const budget = new RenderBudget(deps.config.pageRendersPerMinute);
  /** Public pages: kept by browsers and the shared cache in front, purged by key (EDGE settings). */
  const publicCache = deps.config.edge.cacheControl;
  /** A page's other address, kept like the page (its keys purge it when the subject moves). */
  const redirectTo = (reply: FastifyReply, location: string, keys: readonly string[] | undefined) =>
    nameKeys(keys ? reply.header('cache-control', publicCache) : reply, publicCache, keys).redirect(location, 301);

  return async function renderPage(request, reply, echoed) {
    const requested = pathOf(request) || '/';
    const path = canonicalPath(requested);
    if (path === undefined) return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
    const match = matchRoute(path);
    const spelled = match ? routeSpelling(path, match) : path;
    if (spelled !== requested) return reply.redirect(`${spelled}${queryOf(request)}`, 301);
    const tpl = template.get();
    // The reader's builds (a canary's share of buckets gets it): a newcomer while a canary runs is
    // given a bucket first, and that answer is theirs alone (it sets a cookie).
    const running = canaryRunning(deps.releases.sections());
    let cohort = cohortOf(request);
    const newcomer = running && cohort === undefined;
    if (newcomer) {
      cohort = randomCohort();
      reply.header('set-cookie', cohortCookie(cohort, secureCookies(deps.config.siteUrl)));
    }
    // Every section's files: a page shows its own section and other sections' widgets.
    const composed = await composeSections(deps.releases.composition(cohort), remotes);
    const section: RemoteAssets | undefined =
      match && tpl.built ? composed.sections.find(([name]) => name === ROUTES[match.id].owner)?.[1] : undefined;
    // The staff's pages: the shell's outline and the newsroom's files, rendered in the browser behind
    // its sign-in; nothing of them is cached, shared or indexed.
    if (match && isStaffRoute(match.id)) {
      const html = composePage(tpl.assets, {
        title: escapeHtml(siteTitle({})),
        head: renderHeadTags({ canonical: path, noindex: true }, deps.config),
        preloads: section ? sectionPreloads(section, match.id) : undefined,
        data: `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
      });
      return sendBody(request, reply.header('x-robots-tag', 'noindex'), makeBody(html, HTML_TYPE), CACHE_CONTROL.staff);
    }
    const sections = tpl.built ? composed.sections : [];
    // Lite or full (liteMode.ts): every page's answer varies on it, and it is part of the key.
    const lite = wantsLite(request.headers);
    // While a canary runs, pages also vary on the reader's bucket (the edge hands it on: docs/releasing.md).
    reply.header('vary', running ? `${SAVE_DATA_HEADER}, ${COHORT_HEADER}` : SAVE_DATA_HEADER);
    // The query string is part of the page (the search's words and page), so it is part of the key.
    const key = `page:${tpl.version}:${tpl.built ? composed.key : '-'}:${lite ? 'lite' : 'full'}:${path}${queryOf(request)}`;
    // A tester's browser taking a section from another build gets the page without its server view,
    // and the page cache is left alone (overrideRequest.ts).
    const applied = appliedOverrides(request.headers.cookie, deps.config.remoteOverrideOrigins, path);
    const overridden = Object.keys(applied).length > 0;
    const kept = overridden || echoed ? undefined : deps.cache.get(key);
    const hit = kept && !tokenStale(kept.madeAt, deps.config.releases.beaconMaxAgeMs) ? kept : undefined;
    if (hit?.beside) keepPageState(deps, hit.beside);
    if (hit) return sendBody(request, reply, hit, newcomer ? CACHE_CONTROL.personal : publicCache);
    const short = overridden || echoed ? undefined : deps.cache.getShort(key);
    if (short?.status === 301) return redirectTo(reply, `${short.location}${queryOf(request)}`, short.keys);
    if (short) return sendBody(request, reply.code(404), short.body, publicCache);
    const wait = budget.take(clientIp(request));
    if (wait > 0) return sendBusyPage(reply, wait);
    const stamp = deps.cache.stamp();
    const reads = new PageReads(deps.reads, { ip: clientIp(request) });
    const started = Date.now();
    const forms = pageForms(echoed);
    const page = tpl.built
      ? await renderer.render({
          url: `${path}${queryOf(request)}`,
          route: match ?? undefined,
          remotes: await serverRemotes(deps.config, sections, builds),
          readApi: reads.read,
          config: runtimeConfigOf(deps),
          render: deps.config.serverRender && !overridden,
          form: forms,
          lite,
        })
      : undefined;
    // The owning section's build is judged by its renders (a render that threw, or left a part to the browser, failed).
    if (tpl.built && match && deps.config.serverRender && !overridden)
      deps.recordRender?.(
        composed.composition[ROUTES[match.id].owner].release,
        Date.now() - started,
        !page || page.errors.length > 0,
      );
    // Every render says so, whatever it answers (a test counts renders by it).
    if (page)
      reply.header(
        'server-timing',
        `render;dur=${Date.now() - started};desc="passes=${page.passes} reads=${reads.count}"`,
      );
    const found = match && (page ? page.load.found : true);
    // One address per page: the subject's own (load.path), else the route's pattern filled with the
    // params as given, which fixes the case of static segments (`/VIDEOS` → `/videos`).
    const own =
      match && found && ((page?.load.found && page.load.path) || buildPath(ROUTES[match.id].path, match.params));
    const dataClass = stricterClass(match ? dataClassOf(match.id) : 'public', reads.dataClass);
    // Answers anyone can make up (other addresses, missing subjects) are kept briefly, apart from pages.
    const keepShort = !overridden && dataClass === 'public' && !(page && page.errors.length > 0);
    const ownPath = own && (canonicalPath(own) ?? own);
    const keys = pageKeys(path, match?.id, reads.keys);
    if (ownPath && ownPath !== path) {
      const kept = keepShort ? keys : undefined;
      if (kept) deps.cache.setShort(key, reads.group, { status: 301, location: ownPath, keys: kept }, stamp);
      return redirectTo(reply, `${ownPath}${queryOf(request)}`, kept);
    }
    const personal = dataClass !== 'public';
    const ownForms = carriesForm(page?.root, forms, echoed);
    const rendered = page && page.root !== '';
    // A part left to the browser needs the scripts to show: that page loads them at once.
    const scripts =
      page && page.errors.length > 0
        ? 'load'
        : scriptsFor(request, match && found ? match.id : undefined, page?.load.found ? page.load.scripts : undefined);
    // A page that is only read until its reader reaches for it does not carry the results it was
    // rendered with: they come with its scripts (a page anyone may be sent, kept with it).
    const external =
      found && rendered && scripts === 'intent' && !personal && !ownForms && !overridden && !lite
        ? pageStateOf(page.state)
        : undefined;
    const hints = found && section && match ? sectionPreloads(section, match.id) : undefined;
    const madeAt = Date.now();
    const token =
      match && deps.pageToken
        ? deps.pageToken(releaseIds(composed.composition), ROUTES[match.id].owner, madeAt)
        : undefined;
    const data = [
      `<script id="janmat-config" type="application/json">${runtimeConfig(deps)}</script>`,
      ...(overridden
        ? [`<script id="${OVERRIDE_APPLIED_SCRIPT_ID}" type="application/json">${scriptJson(applied)}</script>`]
        : []),
      ...(tpl.built ? [compositionScript(composed.composition, token)] : []),
      ...(page ? [stateScript(page.state, external)] : []),
      ...(ownForms ? [formEchoScript(forms)] : []),
    ].join('\n    ');
    const html = rendered
      ? composePage(tpl.assets, {
          head: page.head,
          root: page.root,
          preloads: external ? [...(hints ?? []), { href: external.href, as: 'fetch' }] : hints,
          data,
          scripts,
          // A part left to the browser needs the scripts to show: that page goes out full.
          lite: lite && page.errors.length === 0,
        })
      : fallbackPage(tpl.assets, deps, {
          head:
            found && own
              ? { canonical: (page?.load.found && page.load.canonical) || own, noindex: personal }
              : { canonical: path, notFound: true },
          hints,
          data,
        });
    const body = makeBody(html, HTML_TYPE);
    if (token) body.madeAt = madeAt;
    // An overridden page is that browser's own: no cache between keeps it.
    const cacheControl = overridden ? CACHE_CONTROL.personal : personal ? CACHE_CONTROL[dataClass] : publicCache;
    // A missing page also names `missing`: a publish may fill its address.
    body.keys = found ? keys : [...keys, MISSING_KEY];
    // Missing pages are kept only briefly and apart (any path can be asked for).
    if (!found) {
      if (keepShort) deps.cache.setShort(key, reads.group, { status: 404, body }, stamp);
      return sendBody(request, reply.code(404), body, cacheControl);
    }
    if (personal) return sendBody(request, reply.header('x-robots-tag', 'noindex'), body, cacheControl);
    if (ownForms) return sendBody(request, reply.code(echoed?.status ?? 200), body, CACHE_CONTROL.personal);
    // Not kept: a page with a part left to the browser (the next request renders it whole).
    if (overridden) return sendBody(request, reply, body, cacheControl);
    if (external) {
      body.beside = { key: external.key, body: external.body };
      keepPageState(deps, body.beside);
    }
    // A page with a part left to the browser is neither kept here nor by the cache in front.
    if (rendered && page.errors.length > 0) return sendBody(request, reply, body);
    deps.cache.set(key, reads.group, body, stamp);
    return sendBody(request, reply, body, newcomer ? CACHE_CONTROL.personal : publicCache);
  };
}

/** The fallback page: the shell's outline with the site's head tags and the page's data. */
function fallbackPage(
  assets: PageAssets | undefined,
  deps: AppDeps,
  { head, hints, data }: { head: SiteHead; hints?: Preload[]; data: string },
) {
  return composePage(assets, {
    title: escapeHtml(siteTitle(head)),
    head: renderHeadTags(head, deps.config),
    preloads: hints,
    data,
  });
}
