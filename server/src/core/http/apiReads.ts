import type { ApiAnswer, DataClass } from '@janmat/shared/server';
import Ajv, { type ValidateFunction } from 'ajv';
import FindMyWay from 'find-my-way';
import { SERVER_MESSAGES } from '../messages';

/** Who is asking: what a personal read answers depends on it. */
export interface Visitor {
  ip: string;
}

/** A read's answer: its status and the JSON body the HTTP route sends. */
export interface ReadAnswer {
  status: number;
  body: string;
  /** What a public answer shows (edgeKeys.ts): a page made of it names them too. */
  keys?: readonly string[];
}

/** A query string's values by name (a name given more than once has them all, in order). */
export type ReadQuery = Record<string, string | string[]>;

/**
 * Answers a read: `key` is the path as asked (without the query), the answer's key in the read cache;
 * `query` the query string's values (routes that read none ignore it).
 */
type ReadHandler = (
  params: Record<string, unknown>,
  visitor: Visitor,
  key: string,
  query: ReadQuery,
) => Promise<ReadAnswer>;

interface ReadRoute {
  dataClass: DataClass;
  validate?: ValidateFunction;
  handler: ReadHandler;
}

/** What one in-process read answered, with what the page that used it must know about it. */
export interface InProcessAnswer extends ApiAnswer {
  /** What a public answer shows (edgeKeys.ts): a page made of it names them too, and is cleared by them. */
  keys?: readonly string[];
}

// Validated as Fastify validates route params (its default Ajv options), so a page's read of a junk
// address is the same 400 as the HTTP call, never a query with a wrong type.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false });

const parseJson = (body: string): unknown => JSON.parse(body);

/** The query string after `?` as Fastify hands it to a route: one value per name, or all of a repeated one. */
function parseQueryString(search: string): ReadQuery {
  const query: ReadQuery = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/**
 * The readers' GET calls, answered in process: the same handler (and the same read cache) as the HTTP
 * route registered beside it, without HTTP or Fastify's request cycle. Pages rendered on the server
 * read their data here. Each read carries its route's data class, so what a page may keep or
 * serialize is decided by the one mark on the route.
 */
export class ApiReads {
  private readonly router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true, maxParamLength: 2000 });

  add(path: string, route: Omit<ReadRoute, 'validate'> & { params?: object }): void {
    const entry: ReadRoute = { ...route, validate: route.params ? ajv.compile(route.params) : undefined };
    this.router.on('GET', path, () => undefined, entry);
  }

  /** Answers `GET url` (`/api/…`, query string allowed) for `visitor`, as the HTTP route would. */
  async read(url: string, visitor: Visitor): Promise<InProcessAnswer> {
    const q = url.indexOf('?');
    const key = q === -1 ? url : url.slice(0, q);
    const found = this.router.find('GET', key);
    if (!found) return { status: 404, data: { message: SERVER_MESSAGES.notFound }, dataClass: 'public' };
    const route = found.store as ReadRoute;
    const params: Record<string, unknown> = { ...found.params };
    if (route.validate && !route.validate(params)) {
      return { status: 400, data: { message: SERVER_MESSAGES.badRequest }, dataClass: route.dataClass };
    }
    const answer = await route.handler(params, visitor, key, q === -1 ? {} : parseQueryString(url.slice(q + 1)));
    return {
      status: answer.status,
      data: parseJson(answer.body),
      dataClass: route.dataClass,
      keys: answer.keys,
    };
  }
}
