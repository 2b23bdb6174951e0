import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news } from '../../core/db/schema';
import type { AppDeps } from '../../core/deps';
import { cachedGet } from '../../core/http/apiRoute';
import { params, segment, wholeNumber } from '../../core/http/schemas';
import { stateByCodeOrId } from '../queries/lookups';
import {
  authorById,
  currentArticle,
  listNews,
  newsAll,
  newsCardsByAuthor,
  newsDetails,
  newsTypeOf,
} from '../queries/news';

const idParams = params({ id: wholeNumber() });
const codeParams = params({ code: segment(100) });

/** News lists, the article, authors. Lists are newest first. */
export function newsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  cachedGet(app, deps, '/api/news', { produce: async () => ({ data: await listNews(db) }) });
  cachedGet<{ type: string }>(app, deps, '/api/news/:type', {
    params: params({ type: segment(100) }),
    produce: async ({ type }) => ({ data: await listNews(db, eq(news.type, newsTypeOf(type))) }),
  });
  cachedGet<{ code: string }>(app, deps, '/api/newsstatewise/:code', {
    params: codeParams,
    produce: async ({ code }) => {
      const state = await stateByCodeOrId(db, code);
      return { data: state ? await listNews(db, eq(news.state, state.code)) : [] };
    },
  });
  cachedGet<{ code: string }>(app, deps, '/api/newssubcategory/:code', {
    params: codeParams,
    produce: async ({ code }) => ({ data: await listNews(db, eq(news.subtype, code)) }),
  });
  cachedGet(app, deps, '/api/newsall', { produce: () => newsAll(db) });
  cachedGet<{ url: string }>(app, deps, '/api/newsdetails2/:url', {
    params: params({ url: segment(300) }),
    // An address the article had before its slug changed answers the article (its page then moves to the new one).
    produce: async ({ url }) => {
      const item = (await newsDetails(db, url)) ?? (await currentArticle(db, url));
      return item && { data: [item] };
    },
  });
  cachedGet<{ id: number }>(app, deps, '/api/newsbyauthor/:id', {
    params: idParams,
    produce: async ({ id }) => ({ data: await newsCardsByAuthor(db, id) }),
  });
  cachedGet<{ id: number }>(app, deps, '/api/author/:id', {
    params: idParams,
    produce: async ({ id }) => {
      const author = await authorById(db, id);
      return author && { data: [author] };
    },
  });
}
