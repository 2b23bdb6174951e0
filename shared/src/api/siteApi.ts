import type { BreakingNewsItem, Category, State, SubCategory } from '../contracts';
import { baseApi } from './baseApi';
import { unwrapList } from './unwrapList';

/** Calls of the site's chrome (ticker, menus, state strip), usable by any section. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBreakingNews: build.query<BreakingNewsItem[], void>({
      query: () => 'breakingnews',
      transformResponse: unwrapList,
    }),
    getCategories: build.query<Category[], void>({ query: () => 'categories', transformResponse: unwrapList }),
    getSubCategories: build.query<SubCategory[], void>({ query: () => 'subcategories', transformResponse: unwrapList }),
    getStates: build.query<State[], void>({ query: () => 'states', transformResponse: unwrapList }),
  }),
});

export const { useGetBreakingNewsQuery, useGetCategoriesQuery, useGetSubCategoriesQuery, useGetStatesQuery } = siteApi;
