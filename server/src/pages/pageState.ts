import { createHash } from 'node:crypto';
import { API_STATE_SCRIPT_ID, STATE_SRC_ATTRIBUTE, scriptJson } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { type CachedBody, makeBody } from '../core/cache';
import { marked, notFound } from '../core/http/apiRoute';
import { sendBody } from '../core/http/sendBody';
import type { AppDeps } from '../deps';

const JSON_TYPE = 'application/json; charset=utf-8';
const STATE_PATH = '/api/page-state/';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Named by what it holds, an answer never changes: caches may keep it as long as they like. */
const FOREVER = 'public, max-age=31536000, immutable';

/** A page's query results as an answer of their own (`/api/page-state/<id>`), kept beside the page. */
export interface PageState {
  href: string;
  key: string;
  body: CachedBody;
}

interface StateLike {
  queries: Record<string, unknown>;
  provided?: unknown;
}

/** A value with every object's keys in one order: the order queries finished in is no part of the data. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The id names the data, not the render: two renders of the same content (on this process or
 * another) give the same id, though each query's request id and times differ, and its queries (the
 * ones answered from the read cache first) may finish in another order.
 */
function idOf(state: StateLike): string {
  const data = Object.fromEntries(
    Object.entries(state.queries ?? {}).map(([key, entry]) => {
      const { status, data: value, error } = (entry ?? {}) as Record<string, unknown>;
      return [key, [status, value, error]];
    }),
  );
  return createHash('sha1')
    .update(JSON.stringify(sortedKeys([data, state.provided ?? null])))
    .digest('base64url');
}

export function pageStateOf(state: unknown): PageState {
  const id = idOf((state ?? {}) as StateLike);
  return { href: `${STATE_PATH}${id}`, key: `state:${id}`, body: makeBody(JSON.stringify(state), JSON_TYPE) };
}

/** The page's state element: the results themselves, or (`external`) where they are. */
export function stateScript(state: unknown, external?: PageState): string {
  return external
    ? `<script id="${API_STATE_SCRIPT_ID}" type="application/json" ${STATE_SRC_ATTRIBUTE}="${external.href}">null</script>`
    : `<script id="${API_STATE_SCRIPT_ID}" type="application/json">${scriptJson(state)}</script>`;
}

/**
 * Keeps a page's state while the cache has room, whatever writes come: named by its content, it is
 * exactly what the page that names it was rendered with, even after the page itself was dropped (a
 * reader who opened it before a vote or a publish still gets it; the next render names new results).
 */
export function keepPageState(deps: Pick<AppDeps, 'cache'>, state: { key: string; body: CachedBody }): void {
  if (!deps.cache.get(state.key)) deps.cache.setLasting(state.key, state.body);
}

/**
 * `GET /api/page-state/:id`: what a page that waited for its reader was rendered with. Gone (404)
 * once a write has changed what the page shows: the browser then renders the page with the data of now.
 */
export function pageStateRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>(`${STATE_PATH}:id`, marked('public'), (request, reply) => {
    const { id } = request.params;
    const body = ID.test(id) ? deps.cache.get(`state:${id}`) : undefined;
    return body ? sendBody(request, reply, body, FOREVER) : notFound(reply);
  });
}
