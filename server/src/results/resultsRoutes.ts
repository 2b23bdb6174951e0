import { publicCacheControl } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import { cachedGet } from '../core/http/apiRoute';
import { params, segment } from '../core/http/schemas';
import type { AppDeps } from '../deps';
import { electionInfoKey, electionKey, RESULTS_KEY, seatKey } from './resultsKeys';
import { RESULTS_MESSAGES as M } from './resultsMessages';
import { electionList, electionResults, seatResults } from './resultsRead';
import { FINDER_MAX, findSeats } from './seatFinder';

/**
 * How long the edge keeps a results answer at most: every open page asks every 10 s, the edge
 * answers them all from one copy, and each count batch purges what it changed anyway. Browsers keep
 * none, so a page's next ask always reaches the edge.
 */
const RESULTS_S_MAXAGE = 10;

const electionParams = params({ election: segment(100) });
const seatParams = params({ election: segment(100), constituency: segment(200) });

/**
 * The readers' results (public, kept in the read cache and at the edge under their keys): the list
 * of elections, an election's tally and seats, a seat's candidates, and the finder of seats by name.
 */
export function resultsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cacheControl = publicCacheControl({
    ...deps.config.edge,
    maxAge: 0,
    sMaxAge: Math.min(deps.config.edge.sMaxAge, RESULTS_S_MAXAGE),
  });
  cachedGet(app, deps, '/api/results', {
    produce: () => electionList(deps.db),
    keys: () => [RESULTS_KEY],
    cacheControl,
  });
  cachedGet<{ election: string }>(app, deps, '/api/results/:election', {
    params: electionParams,
    produce: ({ election }) => electionResults(deps.db, election),
    keys: ({ election }) => [electionKey(election), electionInfoKey(election)],
    cacheControl,
  });
  cachedGet<{ election: string }, { election: string; words: string }>(app, deps, '/api/results/:election/find', {
    params: electionParams,
    ask: ({ election }, query) => {
      const { q, ...rest } = query;
      if (typeof q !== 'string' || q.trim() === '' || q.length > FINDER_MAX || Object.keys(rest).length > 0) {
        return { refused: M.finderWords(FINDER_MAX) };
      }
      const words = q.trim().replace(/\s+/g, ' ');
      return { key: `/api/results/${election}/find?q=${encodeURIComponent(words)}`, value: { election, words } };
    },
    produce: ({ election, words }) => findSeats(deps.db, election, words),
    keys: ({ election }) => [electionInfoKey(election)],
    cacheControl,
  });
  cachedGet<{ election: string; constituency: string }>(app, deps, '/api/results/:election/:constituency', {
    params: seatParams,
    produce: ({ election, constituency }) => seatResults(deps.db, election, constituency),
    keys: ({ election }, payload) => {
      const number = (payload as { constituency?: { number?: number } } | undefined)?.constituency?.number;
      return [electionInfoKey(election), ...(number === undefined ? [] : [seatKey(election, number)])];
    },
    cacheControl,
  });
}
