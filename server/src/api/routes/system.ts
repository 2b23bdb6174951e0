import type { FastifyInstance } from 'fastify';
import { checkTables } from '../../core/db/health';
import { personalGet } from '../../core/http/apiRoute';
import type { AppDeps } from '../../deps';

/** GET /healthz (every table readable?) and GET /api/ip (the visitor's address, for polls). */
export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await checkTables(deps.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  personalGet(app, deps, '/api/ip', {
    produce: async (_params, visitor) => ({ status: 200, payload: { ip: visitor.ip } }),
  });
}
