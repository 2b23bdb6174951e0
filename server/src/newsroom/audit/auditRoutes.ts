import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { NEWSROOM_MESSAGES } from '../../core/messages';
import { requireStaff } from '../auth/guard';
import { auditQuery } from '../common/input';
import { auditPage } from './auditStore';

/** GET /api/newsroom/audit?before=<id>&limit=<n>: admins read what the newsroom did, newest first. */
export function auditRoutes(scope: FastifyInstance, deps: AppDeps): void {
  scope.get('/api/newsroom/audit', { preHandler: requireStaff(['admin']) }, async (request, reply) => {
    const query = auditQuery(request.query);
    if (!query.ok) {
      return reply.code(400).send({ message: NEWSROOM_MESSAGES.validationFailed, errors: query.errors });
    }
    return auditPage(deps.db, query.value.before, query.value.limit);
  });
}
