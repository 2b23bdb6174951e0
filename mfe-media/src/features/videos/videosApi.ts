import { baseApi, unwrapList, type Video } from '@janmat/shared';

export const videosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Video[], void>({ query: () => 'videos', transformResponse: unwrapList<Video> }),
  }),
});

export const { useGetVideosQuery } = videosApi;
