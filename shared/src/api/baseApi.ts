import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './baseQuery';
import { rehydrationInfo } from './hydration';

/**
 * On the server the hooks start their queries while rendering (there are no effects there), so a
 * first render pass starts every query the page needs and the next pass renders their data.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one RTK Query api of the portal. It has no endpoints of its own: each feature adds its calls
 * with `baseApi.injectEndpoints`, with URLs relative to the API base (`'newsall'`, `'news/' + type`),
 * and declares the tag types it provides or invalidates with `baseApi.enhanceEndpoints({ addTagTypes })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  // The server's results, handed over before the page hydrates (`hydrateApi`).
  extractRehydrationInfo: (action) => rehydrationInfo(action) as never,
  endpoints: () => ({}),
});
