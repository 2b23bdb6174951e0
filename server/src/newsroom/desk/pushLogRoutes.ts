import { auditQuerySchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { pushLogPage } from '../../push/pushLogStore';
import { checkInput, invalid } from '../common/validate';
import { editorsOnly } from './desk';

/** GET /api/newsroom/pushes?before=<id>&limit=<n>: the pushes sent (or held back), newest first, for editors. */
export function pushLogRoutes(scope: FastifyInstance, deps: AppDeps): void {
  scope.get('/api/newsroom/pushes', { preHandler: editorsOnly }, async (request, reply) => {
    const query = await checkInput(auditQuerySchema, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    return pushLogPage(deps.db, query.value.before, query.value.limit);
  });
}
