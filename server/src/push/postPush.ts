import http from 'node:http';
import https from 'node:https';
import type { PushHttpRequest } from './pushRequest';

/** What a push service answered: its status and, for a 429 or 503, when to come back (ms from now). */
export interface PushAnswer {
  status: number;
  retryAfterMs?: number;
}

/** Retry-After as milliseconds: seconds, or an HTTP date. */
function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Posts requests to push services over kept-alive connections, at most `sockets` to each. A request
 * that fails without an answer (refused, reset, timed out) answers status 0.
 */
export class PushPoster {
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(
    sockets: number,
    private readonly timeoutMs = 15_000,
  ) {
    const options = { keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets, scheduling: 'lifo' as const };
    this.agents = { http: new http.Agent(options), https: new https.Agent(options) };
  }

  post(request: PushHttpRequest): Promise<PushAnswer> {
    const url = new URL(request.url);
    const secure = url.protocol === 'https:';
    const send = secure ? https.request : http.request;
    return new Promise((resolve) => {
      const req = send(
        url,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': String(request.body.length) },
          agent: secure ? this.agents.https : this.agents.http,
          timeout: this.timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfterMs: retryAfterMs(res.headers['retry-after']) }),
          );
          res.on('error', () => resolve({ status: 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', () => resolve({ status: 0 }));
      req.end(request.body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
