import { join } from 'node:path';
import { OVERRIDE_PARAM_PREFIX } from '@janmat/shared/composition';
import { COHORT_HEADER, isStaffRoute, ROUTES, type RouteId } from '@janmat/shared/contracts';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_KEY } from '../api/edgeKeys';
import { shellDist } from '../composition/buildFolders';
import { RemoteAssetsSource } from '../composition/remoteAssets';
import { ServerBuilds } from '../composition/serverBuilds';
import { ServerRenderer } from '../composition/serverRender';
import { PAGES_KEY, pageKey } from '../core/edgeKeys';
import { clientIp } from '../core/http/clientIp';
import { sendBody } from '../core/http/sendBody';
import { SERVER_MESSAGES } from '../core/messages';
import type { AppDeps } from '../deps';
import { sendBusyPage } from './busyPage';
import { carriesForm, type EchoedPage, pageForms } from './formPage';
import { SAVE_DATA_HEADER, wantsLite } from './liteMode';
import { appliedOverrides } from './overrideRequest';
import { keepPageState } from './pageState';
import { RenderBudget } from './renderBudget';
import { pageAddress } from './stages/address';
import { assemblePage } from './stages/assemble';
import { pageBuilds } from './stages/builds';
import { cachedPage, pageCacheKey } from './stages/cache';
import { pagePolicy } from './stages/policy';
import { renderStage } from './stages/render';
import { redirectTo, sendMoved, sendPage } from './stages/send';
import { sendStaffPage } from './stages/staff';
import { shellAssetsAt } from './template';

/** Paths that are never pages: they answer JSON 404s when nothing else matched them. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|uploads|remotes)(\/|$)/.test(path) && path !== '/healthz' && path !== '/remotes.json';
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

/** A tester's link proposes a section from another build (`?remote.<name>=`). */
const proposesOverride = (query: string) =>
  [...new URLSearchParams(query).keys()].some((key) => key.startsWith(OVERRIDE_PARAM_PREFIX));

/**
 * Page routes, in named stages (stages/): address (one address per page), builds (the reader's
 * builds), cache (a kept answer), render (the page through the shell's server build, its data read
 * in process), policy (found, its own address, its data class, when its scripts load), assemble (the
 * page in the shell's index.html) and send (the answer, kept when anyone may be sent it). The
 * renders an address may cause are limited (RenderBudget; over it a small 429 page). A browser whose
 * override cookie applies another build of a section (overrideRequest.ts; never on a staff page)
 * gets the page without its server view, past the page cache and as its own. Its forms (formPage.ts):
 * each render gets a one-time form token; a page whose HTML carries it, or that answers a form's
 * post (`echoed`), is the visitor's alone, yet indexed like the page it is.
 */
export function createPageRenderer(
  deps: AppDeps,
  log: FastifyBaseLogger,
): (request: FastifyRequest, reply: FastifyReply, echoed?: EchoedPage) => Promise<FastifyReply> {
  const sources = { shell: shellAssetsAt(shellDist(deps.config)), remotes: new RemoteAssetsSource(deps.config) };
  const renderer = new ServerRenderer(deps.config, log);
  const builds = new ServerBuilds(join(deps.config.dataDir, 'server-builds'), deps.config.releaseSources, { log });
  const budget = new RenderBudget(deps.config.pageRendersPerMinute);
  const publicCache = deps.config.edge.cacheControl;

  return async function renderPage(request, reply, echoed) {
    const address = pageAddress(request.url);
    if (address.kind === 'missing') return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
    if (address.kind === 'moved') return reply.redirect(address.location, 301);
    const { path, query, match } = address;
    const made = await pageBuilds(deps, sources, request, reply, match);
    if (match && isStaffRoute(match.id)) return sendStaffPage(deps, request, reply, made, { path, match });
    const lite = wantsLite(request.headers);
    // While a canary runs, pages also vary on the reader's bucket (the edge hands it on: docs/releasing.md).
    reply.header('vary', made.running ? `${SAVE_DATA_HEADER}, ${COHORT_HEADER}` : SAVE_DATA_HEADER);
    const key = pageCacheKey(made, lite, `${path}${query}`);
    const applied = appliedOverrides(request.headers.cookie, deps.config.remoteOverrideOrigins, path);
    const overridden = Object.keys(applied).length > 0;
    const kept = overridden || echoed ? undefined : cachedPage(deps.cache, key, deps.config.releases.beaconMaxAgeMs);
    if (kept?.kind === 'page' && kept.body.beside) keepPageState(deps, kept.body.beside);
    if (kept?.kind === 'page')
      return sendBody(request, reply, kept.body, made.newcomer ? CACHE_CONTROL.personal : publicCache);
    if (kept?.kind === 'moved') return redirectTo(deps, reply, `${kept.location}${query}`, kept.keys);
    if (kept?.kind === 'missing') return sendBody(request, reply.code(404), kept.body, publicCache);
    const wait = budget.take(clientIp(request));
    if (wait > 0) return sendBusyPage(reply, wait);
    const stamp = deps.cache.stamp();
    const forms = pageForms(echoed);
    const render = deps.config.serverRender && !overridden;
    const ask = { url: `${path}${query}`, match, ip: clientIp(request), render, forms, lite };
    const { page, reads, ms } = await renderStage(deps, { renderer, builds }, made, ask);
    // Every render says so, whatever it answers (a test counts renders by it).
    if (page) reply.header('server-timing', `render;dur=${ms};desc="passes=${page.passes} reads=${reads.count}"`);
    const ownForms = carriesForm(page?.root, forms, echoed);
    const proposes = proposesOverride(query);
    const policy = pagePolicy({ path, match, page, readClass: reads.dataClass, overridden, lite, ownForms, proposes });
    const keeping = { key, stamp, keys: pageKeys(path, match?.id, reads.keys) };
    if (policy.movedTo)
      return sendMoved(deps, reply, keeping, { path: policy.movedTo, query, keepShort: policy.keepShort });
    const assembleInput = { path, match, page, policy, lite, applied: overridden ? applied : undefined };
    const body = assemblePage(deps, made, { ...assembleInput, forms: ownForms ? forms : undefined });
    const partial = Boolean(policy.rendered && page && page.errors.length > 0);
    const echoedStatus = echoed?.status;
    return sendPage(deps, request, reply, body, keeping, {
      policy,
      partial,
      newcomer: made.newcomer,
      overridden,
      ownForms,
      echoedStatus,
    });
  };
}
