import type { UnknownAction } from '@reduxjs/toolkit';

/** The action that hands the server's query results to the browser's store before it hydrates. */
export const HYDRATE_API = 'janmat/hydrateApi';

/** What the server sends of its `api` state: the settled queries and the tags they provide. */
export interface DehydratedApi {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
}

interface ApiStateLike {
  queries: Record<string, { status?: string } | undefined>;
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
}

/**
 * The settled queries of a store's `api` state, ready to serialize into the page: those `keep` accepts
 * (by cache key). The server keeps what the page's data class allows: a page anyone may be sent
 * carries public answers only; the visitor's own page carries theirs too.
 */
export function dehydrateApi(api: ApiStateLike, keep: (queryCacheKey: string) => boolean = () => true): DehydratedApi {
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([key, entry]) => entry?.status === 'fulfilled' && keep(key)),
  );
  return { queries, mutations: {}, provided: api.provided };
}

export const hydrateApi = (payload: DehydratedApi): UnknownAction => ({ type: HYDRATE_API, payload });

/** `extractRehydrationInfo` of `baseApi`: reads the server's results from `hydrateApi`. */
export function rehydrationInfo(action: UnknownAction): DehydratedApi | undefined {
  return action.type === HYDRATE_API ? ((action as { payload?: DehydratedApi }).payload ?? undefined) : undefined;
}
