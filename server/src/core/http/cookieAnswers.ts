import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import { SURROGATE_KEY_HEADER, XKEY_HEADER } from '../edgeKeys';

/** A Cache-Control that already keeps the answer out of every shared cache. */
const PRIVATE = /^\s*private\b/i;

/**
 * An answer that sets a cookie is its visitor's own, whatever its status or route: a newcomer's page,
 * 404 or 301 while a canary runs carries their bucket (`janmat_cohort`), a sign-in its session. A
 * shared cache that followed a public Cache-Control would hand that cookie, and so one bucket or
 * session, to everyone who asks next. So such an answer goes out `private, no-store` (a `private`
 * one as it was) and names no keys for the cache in front. Checked last, once the route is done.
 */
export function keepCookieAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) {
      if (!PRIVATE.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('cache-control', CACHE_CONTROL.personal);
      }
      reply.removeHeader(XKEY_HEADER).removeHeader(SURROGATE_KEY_HEADER);
    }
    done(null, payload);
  });
}
