import type { DataClass } from '@janmat/shared/contracts';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CacheGroup } from '../cache';
import type { AppDeps } from '../deps';
import { MISSING_KEY } from '../edgeKeys';
import { SERVER_MESSAGES } from '../messages';
import type { ReadAnswer, Visitor } from './apiReads';
import { cachedJson } from './cachedJson';
import { clientIp } from './clientIp';
import { nameKeys, sendBody } from './sendBody';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whose data the route answers with (`DataClass`): it decides the answer's `Cache-Control`. */
    dataClass?: DataClass;
  }
}

/** The request path without its query string: the cache key of a read answer. */
export function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

export function notFound(reply: FastifyReply, message: string = SERVER_MESSAGES.notFound): FastifyReply {
  return reply.code(404).send({ message });
}

/** `{ config: { dataClass } }` for a route's options: the route's one data-class mark. */
export const marked = (dataClass: DataClass) => ({ config: { dataClass } });

/**
 * Every route under `/api/` must carry its data class (`marked(...)`, `cachedGet`, `personalGet`, or
 * the newsroom's plugin): a route without one stops the start. Answers that are not public are sent
 * `Cache-Control: private, no-store` whatever the handler set, so no cache between keeps them, and
 * the answers to writes `no-store`.
 */
export function requireDataClasses(app: FastifyInstance): void {
  // Checked once every route is in (a plugin's own onRoute hook may mark its routes after this one ran).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) routes.push(route);
  });
  app.addHook('onReady', async () => {
    const unmarked = routes.filter((route) => !route.config?.dataClass);
    if (unmarked.length > 0) {
      const names = unmarked.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`routes without a data class (public, personal or staff): ${names}`);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    const dataClass = request.routeOptions.config?.dataClass;
    if (dataClass && dataClass !== 'public') reply.header('cache-control', CACHE_CONTROL[dataClass]);
    // A write's answer is never kept, whatever its class.
    else if (dataClass && request.method !== 'GET' && request.method !== 'HEAD')
      reply.header('cache-control', 'no-store');
  });
}

const asJson = (status: number, payload: unknown): ReadAnswer => ({ status, body: JSON.stringify(payload) });

interface CachedGetOptions<P> {
  group?: CacheGroup;
  params?: object;
  produce: (params: P) => Promise<unknown>;
  /** What the answer shows, named from its params and what was read (edgeKeys.ts, api/edgeKeys.ts). */
  keys: (params: P, payload: unknown) => readonly string[] | Promise<readonly string[]>;
}

/** The keys of a "not found" answer: a later write may fill the address. */
const MISSING_KEYS = [MISSING_KEY];

/**
 * A cached public GET route: the answer is made once per path, then served from memory with an ETag
 * until a write clears its group, and sent for the shared cache in front to keep too (the public
 * `Cache-Control` of EDGE settings, with its keys). `produce` returns undefined for an unknown id → 404 `{ message }`.
 * Under a path parameter, empty lists (unknown codes) and 404s are answered but not cached. The same
 * answer is readable in process (`deps.reads`) by pages rendered on the server.
 */
export function cachedGet<P = Record<string, never>>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  { group = 'content', params, produce, keys }: CachedGetOptions<P>,
): void {
  const answer = (key: string, values: P) =>
    cachedJson(deps, key, group, () => produce(values), {
      cacheEmptyList: !params,
      keys: (payload) => keys(values, payload),
    });
  const { cacheControl } = deps.config.edge;
  app.get(path, { schema: params ? { params } : {}, ...marked('public') }, async (request, reply) => {
    const entry = await answer(pathOf(request), request.params as P);
    if (entry) return sendBody(request, reply, entry, cacheControl);
    return notFound(nameKeys(reply.header('cache-control', cacheControl), cacheControl, MISSING_KEYS));
  });
  deps.reads.add(path, {
    dataClass: 'public',
    group,
    params,
    handler: async (values, _visitor, key) => {
      const entry = await answer(key, values as P);
      return entry
        ? { status: 200, body: entry.text, keys: entry.keys }
        : { ...asJson(404, { message: SERVER_MESSAGES.notFound }), keys: MISSING_KEYS };
    },
  });
}

interface PersonalGetOptions<P> {
  params?: object;
  /** The visitor's own answer: its status and JSON. */
  produce: (params: P, visitor: Visitor) => Promise<{ status: number; payload: unknown }>;
}

/**
 * A GET route whose answer belongs to the visitor who asks (their address, their polls): never
 * cached, here or anywhere (`private, no-store`), and readable in process only for that visitor's page.
 */
export function personalGet<P = Record<string, never>>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  { params, produce }: PersonalGetOptions<P>,
): void {
  app.get(path, { schema: params ? { params } : {}, ...marked('personal') }, async (request, reply) => {
    const { status, payload } = await produce(request.params as P, { ip: clientIp(request) });
    return reply.code(status).send(payload);
  });
  deps.reads.add(path, {
    dataClass: 'personal',
    params,
    handler: async (values, visitor) => {
      const { status, payload } = await produce(values as P, visitor);
      return asJson(status, payload);
    },
  });
}
