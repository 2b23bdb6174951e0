import { lazyPage, type SectionModule } from '@janmat/shared';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

const StorySliderPage = lazyPage(
  () => import(/* webpackChunkName: "page-storySlider~storySliderType" */ './features/story-slider/StorySliderPage'),
  'StorySliderPage',
);

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'media'>['pages'] = {
  videos: lazyPage(() => import(/* webpackChunkName: "page-videos" */ './features/videos/VideosPage'), 'VideosPage'),
  webStories: lazyPage(
    () => import(/* webpackChunkName: "page-webStories" */ './features/web-stories/WebStoriesPage'),
    'WebStoriesPage',
  ),
  storySlider: StorySliderPage,
  storySliderType: StorySliderPage,
  photos: lazyPage(() => import(/* webpackChunkName: "page-photos" */ './features/photos/PhotosPage'), 'PhotosPage'),
  album: lazyPage(() => import(/* webpackChunkName: "page-album" */ './features/photos/AlbumPage'), 'AlbumPage'),
  astrology: lazyPage(
    () => import(/* webpackChunkName: "page-astrology" */ './features/astrology/AstrologyPage'),
    'AstrologyPage',
  ),
  astrologySign: lazyPage(
    () => import(/* webpackChunkName: "page-astrologySign" */ './features/astrology/AstrologySignPage'),
    'AstrologySignPage',
  ),
};
