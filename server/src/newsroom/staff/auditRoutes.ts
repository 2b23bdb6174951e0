import { auditQuerySchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { auditPage } from '../audit/auditStore';
import { requireStaff } from '../auth/guard';
import { checkInput, invalid } from '../common/validate';

/** GET /api/newsroom/audit?before=<id>&limit=<n>: admins read what the newsroom did, newest first. */
export function auditRoutes(scope: FastifyInstance, deps: AppDeps): void {
  scope.get('/api/newsroom/audit', { preHandler: requireStaff(['admin']) }, async (request, reply) => {
    const query = await checkInput(auditQuerySchema, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    return auditPage(deps.db, query.value.before, query.value.limit);
  });
}
