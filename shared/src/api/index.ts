// Types only (no code): what a section's own `queryFn` is given and answers.
export type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
export { baseApi } from './baseApi';
export {
  isRefused,
  type PortalQueryExtra,
  type PortalQueryOptions,
  REFUSAL_IS_ANSWER,
  type Refused,
  SUBJECT_LOOKUP,
} from './baseQuery';
export {
  type DehydratedApi,
  dehydrateApi,
  HYDRATE_API,
  hydrateApi,
} from './hydration';
export { readJsonScript } from './jsonScript';
export { getRuntimeConfig, setRuntimeConfig } from './runtimeConfig';
export { readServerState } from './serverState';
export {
  siteApi,
  useGetBreakingNewsQuery,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useGetSubCategoriesQuery,
} from './siteApi';
export { unwrapList } from './unwrapList';
