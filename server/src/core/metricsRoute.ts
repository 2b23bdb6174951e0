import { createHash, timingSafeEqual } from 'node:crypto';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from './http/apiRoute';
import { renderSeconds, type ServerMetrics, UNMATCHED_ROUTE } from './metrics';

/** For the operator's scraper, not a reader. */
const NO_TOKEN = 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>';

const digest = (text: string) => new Uint8Array(createHash('sha256').update(text, 'utf8').digest());

/** The request carries `Authorization: Bearer <token>` (compared in constant time). */
function holdsToken(request: FastifyRequest, expected: Uint8Array): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), expected);
}

/**
 * Counts every answered request (by its route's pattern, never the raw address, so the series stay
 * few) and every page rendered on the server (its `Server-Timing: render;dur=` by the section that
 * owns the page, `sectionOf`: pages/pageSection.ts). With METRICS_TOKEN set, `GET /metrics` answers the Prometheus text to a bearer of
 * that token (401 otherwise); unset, there is no such route and /metrics is an ordinary missing page.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  { token, sectionOf }: { token: string | undefined; sectionOf: (path: string) => string },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    const rendered = renderSeconds(reply.getHeader('server-timing'));
    if (rendered !== undefined) metrics.render(sectionOf(pathOf(request)), rendered);
  });
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', { config: { dataClass: 'staff' } }, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL.staff);
    if (!holdsToken(request, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: NO_TOKEN });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
