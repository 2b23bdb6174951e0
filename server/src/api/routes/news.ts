import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news } from '../../core/db/schema';
import type { ReadQuery } from '../../core/http/apiReads';
import { type Asked, cachedGet } from '../../core/http/apiRoute';
import { params, segment, wholeNumber } from '../../core/http/schemas';
import type { AppDeps } from '../../deps';
import { ALL_NEWS_KEY, authorKey, listKey, stateKey, storyKeys } from '../edgeKeys';
import { stateByCodeOrId } from '../queries/lookups';
import {
  authorById,
  currentArticle,
  listNews,
  NEWSALL_PER_TYPE_MAX,
  newsAll,
  newsCardsByAuthor,
  newsDetails,
  newsTypeOf,
} from '../queries/news';

const idParams = params({ id: wholeNumber() });

/** `per_type` of `/api/newsall`: absent (every story), or a whole number from 1 to NEWSALL_PER_TYPE_MAX. */
function askNewsAll(query: ReadQuery): Asked<{ perType?: number }> {
  const asked = query.per_type;
  if (asked === undefined) return { key: '/api/newsall', value: {} };
  const perType = typeof asked === 'string' && /^[1-9][0-9]?$/.test(asked) ? Number(asked) : 0;
  if (perType < 1 || perType > NEWSALL_PER_TYPE_MAX)
    return { refused: `per_type 1 से ${NEWSALL_PER_TYPE_MAX} तक की कोई पूर्ण संख्या होनी चाहिए` };
  return { key: `/api/newsall?per_type=${perType}`, value: { perType } };
}
const codeParams = params({ code: segment(100) });

/** News lists, the article, authors. Lists are newest first. */
export function newsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const allNews = (_: unknown, payload: unknown) => [ALL_NEWS_KEY, ...storyKeys(payload)];
  cachedGet(app, deps, '/api/news', { produce: async () => ({ data: await listNews(db) }), keys: allNews });
  cachedGet<{ type: string }>(app, deps, '/api/news/:type', {
    params: params({ type: segment(100) }),
    produce: async ({ type }) => ({ data: await listNews(db, eq(news.type, newsTypeOf(type))) }),
    keys: ({ type }, payload) => [listKey(newsTypeOf(type)), ...storyKeys(payload)],
  });
  // Asked by the state's id or code, the list is named by its code (what a write to a story knows).
  cachedGet<{ code: string }>(app, deps, '/api/newsstatewise/:code', {
    params: codeParams,
    produce: async ({ code }) => {
      const state = await stateByCodeOrId(db, code);
      return { data: state ? await listNews(db, eq(news.state, state.code)) : [] };
    },
    keys: async ({ code }, payload) => [
      stateKey((await stateByCodeOrId(db, code))?.code ?? code),
      ...storyKeys(payload),
    ],
  });
  cachedGet<{ code: string }>(app, deps, '/api/newssubcategory/:code', {
    params: codeParams,
    produce: async ({ code }) => ({ data: await listNews(db, eq(news.subtype, code)) }),
    keys: ({ code }, payload) => [listKey(code), ...storyKeys(payload)],
  });
  cachedGet<Record<string, never>, { perType?: number }>(app, deps, '/api/newsall', {
    ask: (_params, query) => askNewsAll(query),
    produce: ({ perType }) => newsAll(db, perType),
    keys: allNews,
  });
  cachedGet<{ url: string }>(app, deps, '/api/newsdetails2/:url', {
    params: params({ url: segment(300) }),
    // An address the article had before its slug changed answers the article (its page then moves to the new one).
    produce: async ({ url }) => {
      const item = (await newsDetails(db, url)) ?? (await currentArticle(db, url));
      return item && { data: [item] };
    },
    keys: (_, payload) => storyKeys(payload),
  });
  cachedGet<{ id: number }>(app, deps, '/api/newsbyauthor/:id', {
    params: idParams,
    produce: async ({ id }) => ({ data: await newsCardsByAuthor(db, id) }),
    keys: ({ id }, payload) => [authorKey(id), ...storyKeys(payload)],
  });
  cachedGet<{ id: number }>(app, deps, '/api/author/:id', {
    params: idParams,
    produce: async ({ id }) => {
      const author = await authorById(db, id);
      return author && { data: [author] };
    },
    keys: ({ id }) => [authorKey(id)],
  });
}
