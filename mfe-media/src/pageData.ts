import { href, zodiacSignByCode } from '@janmat/shared';
import {
  PAGE_NOT_FOUND,
  type PageLoader,
  pageFound,
  pageOf,
  type SectionPageData,
  settled,
} from '@janmat/shared/page-data';
import { astrologyApi } from './features/astrology/astrologyApi';
import { photosApi } from './features/photos/photosApi';
import { videosApi } from './features/videos/videosApi';
import { webStoriesApi } from './features/web-stories/webStoriesApi';

/**
 * `/web-story-slider` and `/web-story-slider/{type}`: the stories (all, or one category's) and the
 * categories the slider names its heading from. A category page exists when its code is a story
 * category's, and is indexed under that code.
 */
const storySliderPage: PageLoader = async ({ store, params }) => {
  const { type } = params;
  const [categories] = await Promise.all([
    store.dispatch(webStoriesApi.endpoints.getStoryCategories.initiate()),
    store.dispatch(webStoriesApi.endpoints.getStories.initiate(type)),
  ]);
  if (type === undefined) return pageFound();
  const category = categories.data?.find((c) => c.c_code === type);
  return category ? pageFound({ canonical: href.storySliderType({ type: category.c_code }) }) : PAGE_NOT_FOUND;
};

/** The media section's data contract: what each of its pages shows, and whether its subject exists. */
export const pageData: SectionPageData<'media'> = {
  videos: ({ store }) => pageOf(store.dispatch(videosApi.endpoints.getVideos.initiate())),
  // The grid opens on every category (`type` null: the stories query without a category).
  webStories: ({ store }) =>
    pageOf(
      store.dispatch(webStoriesApi.endpoints.getStoryCategories.initiate()),
      store.dispatch(webStoriesApi.endpoints.getStories.initiate(undefined)),
    ),
  storySlider: storySliderPage,
  storySliderType: storySliderPage,
  photos: ({ store }) => pageOf(store.dispatch(photosApi.endpoints.getAlbums.initiate())),
  /** An album by its code; any other slug than the album's own answers 301 to it. */
  album: async ({ store, params }) => {
    const details = await store.dispatch(photosApi.endpoints.getAlbumDetails.initiate(params.code ?? ''));
    const album = details.data?.album;
    return album ? pageFound({ path: href.album({ code: album.code, name: album.slug }) }) : PAGE_NOT_FOUND;
  },
  // The zodiac grid and the local yes/no poll: nothing from the API.
  astrology: () => pageOf(),
  /** One of the twelve signs by its code (no query for any other code), with today's reading. */
  astrologySign: async ({ store, params }) => {
    const sign = zodiacSignByCode(params.code ?? '');
    if (!sign) return PAGE_NOT_FOUND;
    await settled(store.dispatch(astrologyApi.endpoints.getHoroscope.initiate(sign.code)));
    return pageFound({ canonical: href.astrologySign({ code: sign.code }) });
  },
};
