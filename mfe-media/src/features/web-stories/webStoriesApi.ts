import { baseApi, unwrapList, type WebStory, type WebStoryCategory } from '@janmat/shared';

export const webStoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStoryCategories: build.query<WebStoryCategory[], void>({
      query: () => 'webstorycategories',
      transformResponse: unwrapList<WebStoryCategory>,
    }),
    /** All stories, or those of one category code. */
    getStories: build.query<WebStory[], string | undefined>({
      query: (type) => (type ? `stories/${encodeURIComponent(type)}` : 'stories'),
      transformResponse: unwrapList<WebStory>,
    }),
  }),
});

export const { useGetStoryCategoriesQuery, useGetStoriesQuery } = webStoriesApi;
