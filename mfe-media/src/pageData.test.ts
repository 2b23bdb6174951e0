import { createPortalStore, type PortalStore, ROUTES } from '@janmat/shared';
import type { PageLoadContext } from '@janmat/shared/page-data';
import { list, mockApi, renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { createElement } from 'react';
import { astrologyApi } from './features/astrology/astrologyApi';
import { AlbumPage } from './features/photos/AlbumPage';
import { photosApi } from './features/photos/photosApi';
import { videosApi } from './features/videos/videosApi';
import { webStoriesApi } from './features/web-stories/webStoriesApi';
import { pageData } from './pageData';
import { album, photos, stories, storyCategories } from './test/fixtures';

const API = {
  '/api/videos': list({ link: 'https://www.youtube.com/embed/abc' }),
  '/api/photos': list(album),
  '/api/photodetails/alb-101': { data: photos, data1: [album] },
  '/api/photodetails/nope': { data: [], data1: [] },
  '/api/webstorycategories': list(...storyCategories),
  '/api/stories': list(...stories),
  '/api/stories/election': list(...stories.slice(0, 2)),
  '/api/stories/unknown': list(),
  '/api/rashifaldetails/leo': list({ id: 1, code: 'leo', des: 'आज का दिन अनुकूल है।' }),
};

function contextOf(params: Record<string, string> = {}): PageLoadContext & { store: PortalStore } {
  return { store: createPortalStore(), params, search: new URLSearchParams() };
}

/** The query `select` reads has been answered in `store` (started by the loader, not by the page). */
function done(store: PortalStore, select: (state: ReturnType<PortalStore['getState']>) => { status: string }) {
  expect(select(store.getState()).status).toBe('fulfilled');
}

afterEach(() => jest.restoreAllMocks());

describe('media pageData', () => {
  it('answers not-found for an unknown album, story category or sign', async () => {
    const api = mockApi(API);
    await expect(pageData.album(contextOf({ code: 'nope', name: 'x' }))).resolves.toEqual({ found: false });
    await expect(pageData.album(contextOf({ code: 'gone', name: 'x' }))).resolves.toEqual({ found: false });
    await expect(pageData.storySliderType(contextOf({ type: 'unknown' }))).resolves.toEqual({ found: false });
    await expect(pageData.astrologySign(contextOf({ code: 'dragon' }))).resolves.toEqual({ found: false });
    // A code that is no sign's is not asked for.
    expect(api.requested().filter((path) => path.startsWith('/api/rashifaldetails'))).toEqual([]);
  });

  it('gives an album its one address (its own slug) and a category or sign the address it is indexed at', async () => {
    mockApi(API);
    await expect(pageData.album(contextOf({ code: 'alb-101', name: 'old-slug' }))).resolves.toEqual({
      found: true,
      path: '/photos/alb-101/vidhan-sabha-satra',
    });
    await expect(pageData.storySliderType(contextOf({ type: 'election' }))).resolves.toEqual({
      found: true,
      canonical: '/web-story-slider/election',
    });
    await expect(pageData.astrologySign(contextOf({ code: 'leo' }))).resolves.toEqual({
      found: true,
      canonical: '/astrology/leo',
    });
    await expect(pageData.storySlider(contextOf())).resolves.toEqual({ found: true });
  });

  it('leaves in the store every query each page asks for, with the args the page passes', async () => {
    mockApi(API);
    const videos = contextOf();
    await expect(pageData.videos(videos)).resolves.toEqual({ found: true });
    done(videos.store, videosApi.endpoints.getVideos.select());

    const photosPage = contextOf();
    await expect(pageData.photos(photosPage)).resolves.toEqual({ found: true });
    done(photosPage.store, photosApi.endpoints.getAlbums.select());

    for (const [id, type] of [
      ['webStories', undefined],
      ['storySlider', undefined],
      ['storySliderType', 'election'],
    ] as const) {
      const context = contextOf(type ? { type } : {});
      await pageData[id](context);
      done(context.store, webStoriesApi.endpoints.getStoryCategories.select());
      done(context.store, webStoriesApi.endpoints.getStories.select(type));
    }

    const sign = contextOf({ code: 'leo' });
    await pageData.astrologySign(sign);
    done(sign.store, astrologyApi.endpoints.getHoroscope.select('leo'));

    // The zodiac grid and the local poll read nothing.
    const astrology = contextOf();
    await expect(pageData.astrology(astrology)).resolves.toEqual({ found: true });
    expect(Object.keys(astrology.store.getState().api.queries)).toEqual([]);
  });

  it("renders an album's page from the store the loader filled, without another request", async () => {
    const api = mockApi(API);
    const context = contextOf({ code: 'alb-101', name: 'vidhan-sabha-satra' });
    await pageData.album(context);
    done(context.store, photosApi.endpoints.getAlbumDetails.select('alb-101'));
    const before = api.requested();

    renderWithPortal(createElement(AlbumPage), {
      route: '/photos/alb-101/vidhan-sabha-satra',
      path: ROUTES.album.path,
      store: context.store,
    });
    // At once, on the first render: the data was there already.
    expect(screen.getByRole('heading', { level: 1, name: album.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सदन की कार्यवाही' })).toBeInTheDocument();
    await act(async () => {});
    expect(api.requested()).toEqual(before);
  });
});
