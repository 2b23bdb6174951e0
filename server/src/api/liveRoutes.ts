import { publicCacheControl } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import type { ReadQuery } from '../core/http/apiReads';
import { cachedGet } from '../core/http/apiRoute';
import { params, wholeNumber } from '../core/http/schemas';
import type { AppDeps } from '../deps';
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

/** What a feed address asks for: the article and where in its updates. */
interface FeedAsk {
  articleId: number;
  cursor: LiveCursor;
}

/**
 * `GET /api/live/<articleId>?after=<updateId>` (or `?before=`): a live page's updates, public and
 * kept per address in the read cache (cleared by every live write), so the edge can answer the
 * open pages' polls. An answer newer than the article's latest update (`after` past it) is answered
 * but not kept: anyone can make such addresses up. An unknown article may be published later: its
 * 404 is kept briefly by the edge, and purged with every missing answer.
 */
export function liveFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { edge } = deps.config;
  cachedGet<{ articleId: number }, FeedAsk>(app, deps, '/api/live/:articleId', {
    params: articleParams,
    ask: ({ articleId }, query) => {
      const asked = cursorOf(articleId, query);
      return asked
        ? { key: asked.key, value: { articleId, cursor: asked.cursor } }
        : { refused: LIVE_READ_MESSAGES.badCursor };
    },
    produce: ({ articleId, cursor }) => liveFeed(deps.db, articleId, cursor),
    keys: ({ articleId }) => [liveKey(articleId), articleKey(articleId)],
    cacheEmptyList: true,
    keep: ({ cursor }, feed) => !('after' in cursor && cursor.after > (feed as { latest: number }).latest),
    cacheControl: publicCacheControl({
      ...edge,
      maxAge: Math.min(edge.maxAge, LIVE_MAX_AGE),
      sMaxAge: Math.min(edge.sMaxAge, LIVE_S_MAXAGE),
    }),
  });
}
