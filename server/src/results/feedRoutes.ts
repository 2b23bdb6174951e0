import type { FastifyInstance } from 'fastify';
import { params, segment } from '../core/http/schemas';
import type { AppDeps } from '../deps';
import { parseBatch } from './countBatch';
import { applyBatch } from './countStore';
import { senderOf } from './resultsAuth';
import { countKeys, wholeElectionKeys } from './resultsKeys';

export const electionParams = params({ election: segment(100) });

/**
 * The counting feed (`POST /api/newsroom/results/<election>/counts`; RESULTS_TOKEN or an editor's
 * session): a batch of counts and declarations, refused whole with a Hindi 400 naming its first bad
 * row, else stored in one transaction and answered `{ accepted, declared }`. What it changed (its
 * seats, the tally, the list) is cleared here, on the other processes and at the edge; a batch sent
 * again changes nothing and purges nothing.
 */
export function feedRoutes(scope: FastifyInstance, deps: Pick<AppDeps, 'db' | 'afterWrite'>): void {
  scope.post(
    '/api/newsroom/results/:election/counts',
    // A feed sends a batch a second or more on counting day: the write limit per address is not for it.
    { schema: { params: electionParams }, config: { resultsFeed: true, rateLimit: false } },
    async (request, reply) => {
      const { election } = request.params as { election: string };
      const batch = parseBatch(request.body);
      if ('refused' in batch) return reply.code(400).send({ message: batch.refused });
      const outcome = await applyBatch(deps.db, election, batch.ok, senderOf(request));
      if ('refused' in outcome) return reply.code(outcome.status).send({ message: outcome.refused });
      // The first counts start the counting: every answer of the election shows its status.
      const keys = outcome.started ? wholeElectionKeys(election) : [];
      if (outcome.seats.length > 0) await deps.afterWrite({ keys: [...countKeys(election, outcome.seats), ...keys] });
      return { accepted: outcome.accepted, declared: outcome.declared };
    },
  );
}
