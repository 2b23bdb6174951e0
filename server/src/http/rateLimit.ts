import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * One counter per address for all writes together (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS);
 * reads are never limited. Over the limit → 429 `{ message }` (see errors.ts) with Retry-After.
 */
export function rateLimitOptions(config: Pick<ServerConfig, 'rateLimit'>): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: (request: FastifyRequest) => !WRITES.has(request.method),
  };
}
