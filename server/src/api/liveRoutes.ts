import { publicCacheControl } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import { makeBody } from '../core/cache';
import type { AppDeps } from '../core/deps';
import { MISSING_KEY } from '../core/edgeKeys';
import type { ReadQuery } from '../core/http/apiReads';
import { marked } from '../core/http/apiRoute';
import { JSON_TYPE } from '../core/http/cachedJson';
import { params, wholeNumber } from '../core/http/schemas';
import { nameKeys, sendBody } from '../core/http/sendBody';
import { SERVER_MESSAGES } from '../core/messages';
import { articleKey } from './edgeKeys';
import { type LiveCursor, liveFeed, liveKey } from './liveFeed';

/** The largest id the database's id columns hold. */
const MAX_ROW_ID = 2_147_483_647;

/** What a reader's page is told when it asks for the feed wrongly (Hindi, like the readers' other answers). */
export const LIVE_READ_MESSAGES = {
  badCursor: 'after या before अपडेट की संख्या (0 या उससे बड़ी पूर्ण संख्या) होनी चाहिए, दोनों एक साथ नहीं।',
} as const;

const articleParams = params({ articleId: wholeNumber(1) });

/**
 * How long the shared cache in front keeps a feed answer, at most: every open page asks every 10 s,
 * so the edge answers them all from one copy, and a post purges it (`live:<id>`) anyway. Browsers
 * keep none (`max-age=0`): a page's next ask, 10 s on, always goes out, and to the edge.
 */
const LIVE_MAX_AGE = 0;
const LIVE_S_MAXAGE = 10;

/** One value of a query parameter as a row id; `undefined` when absent, `NaN` when it is no such number. */
function idIn(query: ReadQuery, name: string): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return Number.NaN;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : Number.NaN;
}

/** The cursor of `?after=` / `?before=`, with the answer's cache key; undefined when the query is wrong. */
function cursorOf(articleId: number, query: ReadQuery): { cursor: LiveCursor; key: string } | undefined {
  const after = idIn(query, 'after');
  const before = idIn(query, 'before');
  const unknown = Object.keys(query).some((name) => name !== 'after' && name !== 'before');
  if (unknown || Number.isNaN(after) || Number.isNaN(before) || (after !== undefined && before !== undefined)) {
    return undefined;
  }
  const path = `/api/live/${articleId}`;
  if (after !== undefined) return { cursor: { after }, key: `${path}?after=${after}` };
  if (before !== undefined) return { cursor: { before }, key: `${path}?before=${before}` };
  return { cursor: {}, key: path };
}

type Answer = { status: 200; body: ReturnType<typeof makeBody> } | { status: 400 | 404; message: string };

/**
 * `GET /api/live/<articleId>?after=<updateId>` (or `?before=`): a live page's updates, public and
 * kept per address in the read cache (cleared by every live write), so the edge can answer the
 * open pages' polls. An answer newer than the article's latest update (`after` past it) is answered
 * but not kept: anyone can make such addresses up.
 */
export function liveFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { edge } = deps.config;
  const cacheControl = publicCacheControl({
    ...edge,
    maxAge: Math.min(edge.maxAge, LIVE_MAX_AGE),
    sMaxAge: Math.min(edge.sMaxAge, LIVE_S_MAXAGE),
  });
  const answer = async (articleId: number, query: ReadQuery): Promise<Answer> => {
    const asked = cursorOf(articleId, query);
    if (!asked) return { status: 400, message: LIVE_READ_MESSAGES.badCursor };
    const hit = deps.cache.get(asked.key);
    if (hit) return { status: 200, body: hit };
    const stamp = deps.cache.stamp();
    const feed = await liveFeed(deps.db, articleId, asked.cursor);
    if (!feed) return { status: 404, message: SERVER_MESSAGES.notFound };
    const body = makeBody(JSON.stringify(feed), JSON_TYPE);
    body.keys = [liveKey(articleId), articleKey(articleId)];
    const madeUp = 'after' in asked.cursor && asked.cursor.after > feed.latest;
    return { status: 200, body: madeUp ? body : deps.cache.set(asked.key, 'content', body, stamp) };
  };

  app.get(
    '/api/live/:articleId',
    { schema: { params: articleParams }, ...marked('public') },
    async (request, reply) => {
      const { articleId } = request.params as { articleId: number };
      const got = await answer(articleId, (request.query ?? {}) as ReadQuery);
      if (got.status === 200) return sendBody(request, reply, got.body, cacheControl);
      // An unknown article may be published later: its 404 is kept briefly, and purged with every missing answer.
      if (got.status === 404) nameKeys(reply.header('cache-control', cacheControl), cacheControl, [MISSING_KEY]);
      return reply.code(got.status).send({ message: got.message });
    },
  );
  deps.reads.add('/api/live/:articleId', {
    dataClass: 'public',
    group: 'content',
    params: articleParams,
    handler: async (values, _visitor, _key, query) => {
      const got = await answer(values.articleId as number, query);
      if (got.status === 200) return { status: 200, body: got.body.text, keys: got.body.keys };
      const keys = got.status === 404 ? [MISSING_KEY] : undefined;
      return { status: got.status, body: JSON.stringify({ message: got.message }), keys };
    },
  });
}
