export { baseApi } from './baseApi';
export { getRuntimeConfig, type RuntimeConfig, type SocialLinks } from './runtimeConfig';
export {
  siteApi,
  useGetBreakingNewsQuery,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useGetSubCategoriesQuery,
} from './siteApi';
export { unwrapList } from './unwrapList';
