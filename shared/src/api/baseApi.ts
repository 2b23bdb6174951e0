import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the portal. It has no endpoints of its own: each feature adds its calls
 * with `baseApi.injectEndpoints`, with URLs relative to the API base (`'newsall'`, `'news/' + type`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  tagTypes: ['Poll', 'MyPolls'],
  baseQuery: portalBaseQuery,
  endpoints: () => ({}),
});
