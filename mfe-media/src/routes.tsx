import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

const StorySliderPage = lazy(() =>
  import(/* webpackChunkName: "page-storySlider~storySliderType" */ './features/story-slider/StorySliderPage').then(
    (m) => ({ default: m.StorySliderPage }),
  ),
);

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'media'>['pages'] = {
  videos: lazy(() =>
    import(/* webpackChunkName: "page-videos" */ './features/videos/VideosPage').then((m) => ({
      default: m.VideosPage,
    })),
  ),
  webStories: lazy(() =>
    import(/* webpackChunkName: "page-webStories" */ './features/web-stories/WebStoriesPage').then((m) => ({
      default: m.WebStoriesPage,
    })),
  ),
  storySlider: StorySliderPage,
  storySliderType: StorySliderPage,
  photos: lazy(() =>
    import(/* webpackChunkName: "page-photos" */ './features/photos/PhotosPage').then((m) => ({
      default: m.PhotosPage,
    })),
  ),
  album: lazy(() =>
    import(/* webpackChunkName: "page-album" */ './features/photos/AlbumPage').then((m) => ({ default: m.AlbumPage })),
  ),
  astrology: lazy(() =>
    import(/* webpackChunkName: "page-astrology" */ './features/astrology/AstrologyPage').then((m) => ({
      default: m.AstrologyPage,
    })),
  ),
  astrologySign: lazy(() =>
    import(/* webpackChunkName: "page-astrologySign" */ './features/astrology/AstrologySignPage').then((m) => ({
      default: m.AstrologySignPage,
    })),
  ),
};
