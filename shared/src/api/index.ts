export { baseApi } from './baseApi';
export type { PortalQueryExtra } from './baseQuery';
export {
  type DehydratedApi,
  dehydrateApi,
  HYDRATE_API,
  hydrateApi,
} from './hydration';
export { readJsonScript } from './jsonScript';
export { getRuntimeConfig, setRuntimeConfig } from './runtimeConfig';
export {
  siteApi,
  useGetBreakingNewsQuery,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useGetSubCategoriesQuery,
} from './siteApi';
export { unwrapList } from './unwrapList';
