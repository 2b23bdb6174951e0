import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../../core/cache';
import { MISSING_KEY } from '../../core/edgeKeys';
import { nameKeys, sendBody } from '../../core/http/sendBody';
import type { AppDeps } from '../../deps';
import { keepPageState } from '../pageState';
import type { PagePolicy } from './policy';

/** Where a page's answer is kept: its cache key, the stamp taken before its reads, what it shows (what clears it). */
export interface Keeping {
  key: string;
  stamp: number;
  keys: readonly string[];
}

/** A page's other address, kept like the page (its keys purge it when the subject moves). */
export function redirectTo(
  deps: Pick<AppDeps, 'config'>,
  reply: FastifyReply,
  location: string,
  keys: readonly string[] | undefined,
): FastifyReply {
  const publicCache = deps.config.edge.cacheControl;
  return nameKeys(keys ? reply.header('cache-control', publicCache) : reply, publicCache, keys).redirect(location, 301);
}

/** Stage "send" for a subject found at another address: a 301 there, kept briefly apart when anyone may be sent it. */
export function sendMoved(
  deps: Pick<AppDeps, 'config' | 'cache'>,
  reply: FastifyReply,
  keeping: Keeping,
  moved: { path: string; query: string; keepShort: boolean },
): FastifyReply {
  const kept = moved.keepShort ? keeping.keys : undefined;
  if (kept) deps.cache.setShort(keeping.key, { status: 301, location: moved.path, keys: kept }, keeping.stamp);
  return redirectTo(deps, reply, `${moved.path}${moved.query}`, kept);
}

export interface SendInput {
  policy: PagePolicy;
  /** A part of the page was left to the browser (the next request renders it whole). */
  partial: boolean;
  newcomer: boolean;
  overridden: boolean;
  ownForms: boolean;
  /** The status of the form post the page answers. */
  echoedStatus: number | undefined;
}

/**
 * Stage "send": the page with the `Cache-Control` its data class and reader allow, kept in the page
 * cache when anyone may be sent it. A missing page is kept only briefly and apart (any path can be
 * asked for) and also names `missing` (a publish may fill its address); a personal page is not
 * indexed; a page carrying a form, a tester's page and a page with a part left to the browser are
 * never kept; a newcomer's page (it set their bucket's cookie) is theirs alone.
 */
export function sendPage(
  deps: Pick<AppDeps, 'config' | 'cache' | 'reads'>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  keeping: Keeping,
  input: SendInput,
): FastifyReply | Promise<FastifyReply> {
  const { policy } = input;
  const publicCache = deps.config.edge.cacheControl;
  const cacheControl = input.overridden
    ? CACHE_CONTROL.personal
    : policy.personal
      ? CACHE_CONTROL[policy.dataClass]
      : publicCache;
  const named = Object.assign(body, { keys: policy.found ? keeping.keys : [...keeping.keys, MISSING_KEY] });
  if (!policy.found) {
    if (policy.keepShort) deps.cache.setShort(keeping.key, { status: 404, body: named }, keeping.stamp);
    return sendBody(request, reply.code(404), body, cacheControl);
  }
  if (policy.personal) return sendBody(request, reply.header('x-robots-tag', 'noindex'), body, cacheControl);
  if (input.ownForms) return sendBody(request, reply.code(input.echoedStatus ?? 200), body, CACHE_CONTROL.personal);
  if (input.overridden) return sendBody(request, reply, body, cacheControl);
  if (policy.external) {
    body.beside = { key: policy.external.key, body: policy.external.body };
    keepPageState(deps, body.beside);
  }
  if (input.partial) return sendBody(request, reply, body);
  deps.cache.set(keeping.key, named, keeping.stamp);
  return sendBody(request, reply, body, input.newcomer ? CACHE_CONTROL.personal : publicCache);
}
