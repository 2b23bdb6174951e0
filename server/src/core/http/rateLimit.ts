import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { pgRateLimitStore } from './pgRateLimitStore';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * One counter per address for all writes together (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS);
 * reads are never limited. Over the limit → 429 `{ message }` (see errors.ts) with Retry-After.
 * With DATABASE_URL the counters are in PostgreSQL, shared by every process; on PGlite (one
 * process per data folder) they stay in memory.
 */
export function rateLimitOptions(
  config: Pick<ServerConfig, 'rateLimit' | 'databaseUrl'>,
  db: Db,
): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: (request: FastifyRequest) => !WRITES.has(request.method),
    ...(config.databaseUrl ? { store: pgRateLimitStore(db) } : {}),
  };
}
