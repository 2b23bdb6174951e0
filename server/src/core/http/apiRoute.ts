import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheGroup } from '../cache';
import type { AppDeps } from '../deps';
import { SERVER_MESSAGES } from '../messages';
import { cachedJson } from './cachedJson';
import { sendBody } from './sendBody';

/** The request path without its query string: the cache key of a read answer. */
export function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

export function notFound(reply: FastifyReply, message: string = SERVER_MESSAGES.notFound): FastifyReply {
  return reply.code(404).send({ message });
}

interface CachedGetOptions<P> {
  group?: CacheGroup;
  params?: object;
  produce: (params: P, request: FastifyRequest) => Promise<unknown>;
}

/**
 * A cached GET route: the answer is made once per path, then served from memory with an ETag until
 * a write clears its group. `produce` returns undefined for an unknown id → 404 `{ message }`.
 * Under a path parameter, empty lists (unknown codes) and 404s are answered but not cached.
 */
export function cachedGet<P = Record<string, never>>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  { group = 'content', params, produce }: CachedGetOptions<P>,
): void {
  app.get(path, { schema: params ? { params } : {} }, async (request, reply) => {
    const entry = await cachedJson(deps, pathOf(request), group, () => produce(request.params as P, request), {
      cacheEmptyList: !params,
    });
    return entry ? sendBody(request, reply, entry) : notFound(reply);
  });
}
