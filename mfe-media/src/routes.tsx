import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

const StorySliderPage = lazy(() =>
  import('./features/story-slider/StorySliderPage').then((m) => ({ default: m.StorySliderPage })),
);

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'media'>['pages'] = {
  videos: lazy(() => import('./features/videos/VideosPage').then((m) => ({ default: m.VideosPage }))),
  webStories: lazy(() => import('./features/web-stories/WebStoriesPage').then((m) => ({ default: m.WebStoriesPage }))),
  storySlider: StorySliderPage,
  storySliderType: StorySliderPage,
  photos: lazy(() => import('./features/photos/PhotosPage').then((m) => ({ default: m.PhotosPage }))),
  album: lazy(() => import('./features/photos/AlbumPage').then((m) => ({ default: m.AlbumPage }))),
  astrology: lazy(() => import('./features/astrology/AstrologyPage').then((m) => ({ default: m.AstrologyPage }))),
  astrologySign: lazy(() =>
    import('./features/astrology/AstrologySignPage').then((m) => ({ default: m.AstrologySignPage })),
  ),
};
