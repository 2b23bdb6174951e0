import type { FastifyInstance, InjectOptions } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies field by field
export type AnyJson = any;

/** A signed-in staff member as the tests carry one: the session cookie and its CSRF token. */
export interface Session {
  cookie: string;
  csrf: string;
}

export interface Reply {
  status: number;
  body: AnyJson;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  session?: Session;
  /** The CSRF header to send; defaults to the session's own token (null: none). */
  csrf?: string | null;
  payload?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

/** One newsroom request as a browser with `session` sends it; the body parsed when it is JSON. */
export async function call(
  app: FastifyInstance,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const { session, payload, ip = '203.0.113.10' } = options;
  const csrf = options.csrf === undefined ? session?.csrf : options.csrf;
  const headers: Record<string, string> = { ...options.headers };
  if (session) headers.cookie = session.cookie;
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await app.inject({
    method: method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    body: type.includes('application/json') && res.body ? JSON.parse(res.body) : res.body,
    headers: res.headers,
  };
}

let datesFaked = false;

/** Date alone is faked (timers, ticks and I/O run for real), so the database keeps working. */
export function fakeDate(): { advance(ms: number): void } {
  datesFaked = true;
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(new Date());
  return { advance: (ms) => jest.setSystemTime(Date.now() + ms) };
}

/** Back to the real clock after `fakeDate`; answers whether the date had been faked. */
export function restoreDate(): boolean {
  if (!datesFaked) return false;
  jest.useRealTimers();
  datesFaked = false;
  return true;
}
