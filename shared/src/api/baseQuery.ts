import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { DataClass } from '../contracts/dataClass';
import type { ApiReader } from '../contracts/render';
import { getRuntimeConfig } from './runtimeConfig';

type NetworkQuery = ReturnType<typeof fetchBaseQuery>;

const networkQueries = new Map<string, NetworkQuery>();

/**
 * One fetchBaseQuery per API base; `fetch` is looked up at call time so tests can stub it. Every
 * read is checked with the server (`no-cache`: a conditional request, 304 while it is unchanged):
 * public answers may be kept by browsers for a minute (`max-age`), but a store asks again when
 * something changed (a vote, a poll asked every 10 s), and a purge reaches the edge, not a browser.
 */
function networkQuery(apiBase: string): NetworkQuery {
  let query = networkQueries.get(apiBase);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: apiBase, fetchFn: (...args) => fetch(...args), cache: 'no-cache' });
    networkQueries.set(apiBase, query);
  }
  return query;
}

/**
 * What a store may carry for its queries (`createPortalStore({ readApi })`): on the server, the API's
 * reads answered in process, and where the data class of each query's answer is noted (by its cache
 * key), so the page knows what of its data it may serialize.
 */
export interface PortalQueryExtra {
  readApi?: ApiReader;
  dataClasses?: Map<string, DataClass>;
}

/** What an endpoint may ask of the base query, as its `extraOptions`. */
export interface PortalQueryOptions {
  /**
   * The query looks up a page's subject (an article, a poll, an album): the API's 404 — there is no
   * such one — is an answer, `null`, not a failure. A page rendered on the server carries its answers,
   * never its failures, so only an answer lets the browser's first render show the same not-found
   * page the server sent, without asking again.
   */
  missingIsNull?: boolean;
  /**
   * The reader's own input may be refused: the API's 400 with its Hindi `message` is an answer,
   * `{ refused: message }`, so a page rendered on the server carries it and shows the message with no
   * script, as the browser's first render will (a failure would be neither carried nor shown).
   */
  refusalIsAnswer?: boolean;
}

/** `extraOptions` of a query that looks up a page's subject (see `PortalQueryOptions.missingIsNull`). */
export const SUBJECT_LOOKUP: PortalQueryOptions = { missingIsNull: true };

/** `extraOptions` of a query made of the reader's input (see `PortalQueryOptions.refusalIsAnswer`). */
export const REFUSAL_IS_ANSWER: PortalQueryOptions = { refusalIsAnswer: true };

/** The answer of a query with `REFUSAL_IS_ANSWER` when the API refused its input. */
export interface Refused {
  refused: string;
}

/** The API's Hindi message of a 400, if it gave one. */
function refusalMessage(error: FetchBaseQueryError | undefined): string | undefined {
  if (error?.status !== 400) return undefined;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/** Whether an answer is a refusal of the reader's input. */
export const isRefused = (answer: unknown): answer is Refused =>
  typeof answer === 'object' && answer !== null && typeof (answer as Refused).refused === 'string';

/** `/api` + `newsdetails2/x` → `/api/newsdetails2/x`: the path the API's route answers. */
export function apiPath(apiBase: string, url: string): string {
  const base = new URL(apiBase, 'http://localhost').pathname.replace(/\/+$/, '');
  return `${base}/${url.replace(/^\/+/, '')}`;
}

/** One read: in process on the server, over the network in the browser. */
const read: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
) => {
  const { apiBase } = getRuntimeConfig();
  const { readApi, dataClasses } = (api.extra ?? {}) as PortalQueryExtra;
  if (!readApi) return networkQuery(apiBase)(args, api, {});
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return { error: { status: 405, data: { message: 'Pages only read' } } };
  const answer = await readApi(apiPath(apiBase, typeof args === 'string' ? args : args.url));
  if (api.queryCacheKey) dataClasses?.set(api.queryCacheKey, answer.dataClass);
  return answer.status >= 200 && answer.status < 300
    ? { data: answer.data }
    : { error: { status: answer.status, data: answer.data } };
};

/**
 * The base query of `baseApi`: a store created with `readApi` (server rendering) reads there, in
 * process; everything else goes to the API at `getRuntimeConfig().apiBase`.
 */
export const portalBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  PortalQueryOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const result = await read(args, api, {});
  if (extraOptions.missingIsNull && result.error?.status === 404) return { data: null, meta: result.meta };
  const refused = extraOptions.refusalIsAnswer ? refusalMessage(result.error) : undefined;
  return refused ? { data: { refused } satisfies Refused, meta: result.meta } : result;
};
