import type { FastifyInstance } from 'fastify';
import { cachedGet } from '../../core/http/apiRoute';
import { params, segment } from '../../core/http/schemas';
import type { AppDeps } from '../../deps';
import { MEDIA_KEY } from '../edgeKeys';
import {
  horoscopeByCode,
  listAlbums,
  listStories,
  listStoryCategories,
  listVideos,
  photoDetails,
} from '../queries/media';

const codeParams = params({ code: segment(100) });
/** Media changes with the seed only (the newsroom has no media desk): one key names it all. */
const media = { keys: () => [MEDIA_KEY] };

/** Videos, photo albums, web stories and horoscopes. */
export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  cachedGet(app, deps, '/api/videos', { ...media, produce: async () => ({ data: await listVideos(db) }) });
  cachedGet(app, deps, '/api/photos', { ...media, produce: async () => ({ data: await listAlbums(db) }) });
  cachedGet<{ code: string }>(app, deps, '/api/photodetails/:code', {
    ...media,
    params: codeParams,
    produce: ({ code }) => photoDetails(db, code),
  });
  cachedGet(app, deps, '/api/webstorycategories', {
    ...media,
    produce: async () => ({ data: await listStoryCategories(db) }),
  });
  cachedGet(app, deps, '/api/stories', { ...media, produce: async () => ({ data: await listStories(db) }) });
  cachedGet<{ type: string }>(app, deps, '/api/stories/:type', {
    ...media,
    params: params({ type: segment(100) }),
    produce: async ({ type }) => ({ data: await listStories(db, type) }),
  });
  cachedGet<{ code: string }>(app, deps, '/api/rashifaldetails/:code', {
    ...media,
    params: codeParams,
    produce: async ({ code }) => {
      const horoscope = await horoscopeByCode(db, code);
      return horoscope && { data: [horoscope] };
    },
  });
}
