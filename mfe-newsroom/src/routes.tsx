import { lazyPage, type SectionModule } from '@janmat/shared';

// Page chunks are named `page-<routeId>`: the build lists their files in mf-manifest.json.

/** The newsroom owns one route, `/newsroom/*`, and routes the pages under it itself (app/NewsroomPages). */
export const pages: SectionModule<'newsroom'>['pages'] = {
  newsroom: lazyPage(() => import(/* webpackChunkName: "page-newsroom" */ './app/NewsroomApp'), 'NewsroomApp'),
};
