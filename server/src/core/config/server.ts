import { metricsTokenSetting } from '../metricsToken';
import { defaultMaxConnections } from './openFileLimit';
import { trustProxySetting } from './trustProxy';
import { duration, type Env, integer } from './values';

/** The process and its HTTP server: where it listens, whom it believes, how it treats connections. */
export interface ServerSettings {
  port: number;
  host: string;
  /**
   * Fastify `trustProxy`: false (the socket's address is the visitor's), the proxies' addresses/CIDRs
   * (comma-separated), or how many proxies stand in front (hops counted from the right of X-Forwarded-For).
   */
  trustProxy: false | string | number;
  logLevel: string;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); unset, there are no metrics to read. */
  metricsToken: string | undefined;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Slow or idle clients: how long a request may take to arrive, and how many connections may stay open. */
  connections: ConnectionSettings;
  /** After SIGTERM/SIGINT, how long requests in progress may finish before their connections are cut. */
  shutdownTimeoutMs: number;
}

export interface ConnectionSettings {
  /** A whole request (headers and body) must arrive within this; node answers 408 and closes it otherwise. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (never more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections in total; the ones over it are closed at once, so the process keeps file descriptors. */
  max: number;
  /** Open connections per visitor address (IPv6: per /64); 0 = no cap. */
  maxPerAddress: number;
}

function connectionSettings(env: Env): ConnectionSettings {
  const requestTimeoutMs = duration(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS');
  return {
    requestTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeoutMs: Math.min(duration(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'), requestTimeoutMs),
    idleTimeoutMs: duration(env.IDLE_TIMEOUT_MS, 30_000, 'IDLE_TIMEOUT_MS'),
    max: integer(env.MAX_CONNECTIONS, 0, 'MAX_CONNECTIONS') || defaultMaxConnections(),
    maxPerAddress: integer(env.MAX_CONNECTIONS_PER_IP, 64, 'MAX_CONNECTIONS_PER_IP'),
  };
}

/** PORT, HOST, TRUST_PROXY, LOG_LEVEL, METRICS_TOKEN, the connections' timeouts and caps, SHUTDOWN_TIMEOUT_MS. */
export function serverSettings(env: Env): ServerSettings {
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxySetting(env.TRUST_PROXY, env.HOST || '0.0.0.0'),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: metricsTokenSetting(env.METRICS_TOKEN),
    bodyLimit: 64 * 1024,
    connections: connectionSettings(env),
    shutdownTimeoutMs: duration(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
  };
}
