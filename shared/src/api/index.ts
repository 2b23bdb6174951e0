export { baseApi } from './baseApi';
export { getRuntimeConfig } from './runtimeConfig';
export {
  siteApi,
  useGetBreakingNewsQuery,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useGetSubCategoriesQuery,
} from './siteApi';
export { unwrapList } from './unwrapList';
