import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { preloadKey, takePreloaded } from './preload';
import { getRuntimeConfig } from './runtimeConfig';

type NetworkQuery = ReturnType<typeof fetchBaseQuery>;

const networkQueries = new Map<string, NetworkQuery>();

/** One fetchBaseQuery per API base; `fetch` is looked up at call time so tests can stub it. */
function networkQuery(apiBase: string): NetworkQuery {
  let query = networkQueries.get(apiBase);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: apiBase, fetchFn: (...args) => fetch(...args) });
    networkQueries.set(apiBase, query);
  }
  return query;
}

/** What a store may carry for its queries (`createPortalStore({ fetchFn })`): the server's own API. */
export interface PortalQueryExtra {
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

/**
 * The base query of `baseApi`: a GET whose path the server preloaded into the page is answered from
 * that data (once); a store created with its own `fetchFn` (server rendering) sends everything
 * there; everything else goes to the API at `getRuntimeConfig().apiBase`.
 */
export const portalBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { apiBase } = getRuntimeConfig();
  const url = typeof args === 'string' ? args : args.url;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (method === 'GET') {
    const preloaded = takePreloaded(preloadKey(apiBase, url));
    if (preloaded) return preloaded;
  }
  const { fetchFn } = (api.extra ?? {}) as PortalQueryExtra;
  // Requests need an absolute URL outside a browser; the store's fetchFn reads only its path.
  if (fetchFn)
    return fetchBaseQuery({ baseUrl: new URL(apiBase, 'http://localhost').href, fetchFn })(args, api, extraOptions);
  return networkQuery(apiBase)(args, api, extraOptions);
};
