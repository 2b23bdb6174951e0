import type { DataClass } from '@janmat/shared/contracts';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CoreDeps } from '../deps';
import { MISSING_KEY } from '../edgeKeys';
import { SERVER_MESSAGES } from '../messages';
import type { ReadAnswer, ReadQuery, Visitor } from './apiReads';
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

/** What an address asks for, with its answer's cache key; or why it is refused (a Hindi 400). */
export type Asked<A> = { key: string; value: A } | { refused: string };

interface CachedGetOptions<P, A> {
  params?: object;
  /**
   * For an address read with a query string: what it asks for, under the cache key of its normalised
   * form (so `?q=a&page=1` and `?page=1&q=a` share one answer), or a refusal. Without it, a route
   * answers its path parameters, keyed by its path.
   */
  ask?: (params: P, query: ReadQuery) => Asked<A> | Promise<Asked<A>>;
  produce: (asked: A) => Promise<unknown>;
  /**
   * What the answer shows, named from what was asked and what was read (edgeKeys.ts, api/edgeKeys.ts):
   * the edge purges it, and the read cache drops it, when a write names one of them.
   */
  keys: (asked: A, payload: unknown) => readonly string[] | Promise<readonly string[]>;
  /** Whether an empty list is kept (default: only on a route without path parameters). */
  cacheEmptyList?: boolean;
  /** False for an answer that is sent but not kept (cachedJson.ts). */
  keep?: (asked: A, payload: unknown) => boolean;
  /** The answer's `Cache-Control` when not the EDGE settings' (a feed the edge keeps for seconds). */
  cacheControl?: string;
}

/** The keys of a "not found" answer: a later write may fill the address. */
const MISSING_KEYS = [MISSING_KEY];

const refusal = (message: string): ReadAnswer => asJson(400, { message });

/**
 * A cached public GET route: the answer is made once per address, then served from memory with an
 * ETag until a write clears it, and sent for the shared cache in front to keep too (the public
 * `Cache-Control` of EDGE settings, with its keys). `produce` returns undefined for an unknown id →
 * 404 `{ message }`. Under a path parameter, empty lists (unknown codes) and 404s are answered but not
 * cached. An address with a query string says what it asks (`ask`), and a refused one is a 400. The
 * same answer is readable in process (`deps.reads`) by pages rendered on the server.
 */
export function cachedGet<P = Record<string, never>, A = P>(
  app: FastifyInstance,
  deps: Pick<CoreDeps, 'config' | 'cache' | 'reads'>,
  path: string,
  options: CachedGetOptions<P, A>,
): void {
  const { params, produce, keys, keep } = options;
  const cacheEmptyList = options.cacheEmptyList ?? !params;
  const cacheControl = options.cacheControl ?? deps.config.edge.cacheControl;
  const asking = async (key: string, values: P, query: ReadQuery): Promise<Asked<A>> =>
    options.ask ? options.ask(values, query) : { key, value: values as unknown as A };
  const answer = (key: string, asked: A) =>
    cachedJson(deps, key, () => produce(asked), {
      cacheEmptyList,
      keys: (payload) => keys(asked, payload),
      keep: keep && ((payload) => keep(asked, payload)),
    });
  app.get(path, { schema: params ? { params } : {}, ...marked('public') }, async (request, reply) => {
    const asked = await asking(pathOf(request), request.params as P, (request.query ?? {}) as ReadQuery);
    if ('refused' in asked) return reply.code(400).send({ message: asked.refused });
    const entry = await answer(asked.key, asked.value);
    if (entry) return sendBody(request, reply, entry, cacheControl);
    return notFound(nameKeys(reply.header('cache-control', cacheControl), cacheControl, MISSING_KEYS));
  });
  deps.reads.add(path, {
    dataClass: 'public',
    params,
    handler: async (values, _visitor, key, query) => {
      const asked = await asking(key, values as P, query);
      if ('refused' in asked) return refusal(asked.refused);
      const entry = await answer(asked.key, asked.value);
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
  deps: CoreDeps,
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
