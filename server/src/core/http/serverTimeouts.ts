import type { ConnectionSettings } from '../config';

/**
 * Fastify/node options that close slow and idle connections (a slow body would otherwise hold a
 * connection, and a file descriptor, for ever). Node checks the header and request deadlines on a
 * timer, every 30 s by default: a tenth of the shortest deadline keeps them close to what is set.
 */
export function serverTimeouts(settings: ConnectionSettings) {
  const { requestTimeoutMs, headersTimeoutMs, idleTimeoutMs } = settings;
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(headersTimeoutMs / 10))),
    },
  };
}
