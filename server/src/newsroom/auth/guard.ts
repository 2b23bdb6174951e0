import { timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@janmat/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { readCookie, secureCookies } from '../../core/http/cookies';
import { NEWSROOM_MESSAGES } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { clearedSessionCookie, SESSION_COOKIE } from './cookies';
import { sameOriginTest } from './sameOrigin';
import { findSession, type StaffSession } from './sessionStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (newsroom routes only); null without a live session. */
    staffSession: StaffSession | null;
    /** A session cookie came with the request but its session has ended. */
    staffSessionEnded: boolean;
  }
  interface FastifyContextConfig {
    /** A newsroom route anyone may call (sign-in): no session, no CSRF token. */
    newsroomPublic?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_HEADER = 'x-csrf-token';
/** What a session token looks like (32 random bytes, base64url): anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const isWrite = (request: FastifyRequest) => WRITES.has(request.method);

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = new TextEncoder().encode(sent);
  const b = new TextEncoder().encode(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 401, and the ended session's cookie removed so the browser stops sending it. */
function unauthorized(request: FastifyRequest, reply: FastifyReply, secure: boolean): FastifyReply {
  if (request.staffSessionEnded) reply.header('set-cookie', clearedSessionCookie(secure));
  const message = request.staffSessionEnded ? NEWSROOM_MESSAGES.sessionExpired : NEWSROOM_MESSAGES.signInRequired;
  return reply.code(401).send({ message });
}

/** The session a request's cookie names: live, `expired` (it has ended and is deleted now), or undefined. */
export async function lookupSession(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<StaffSession | 'expired' | undefined> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return findSession(deps.db, token, deps.config.newsroom);
}

/** A read, or a write that carries the session's CSRF token in `x-csrf-token`. */
export const csrfHeld = (request: FastifyRequest, session: StaffSession): boolean =>
  !isWrite(request) || sameToken(request.headers[CSRF_HEADER], session.csrfToken);

/**
 * Whether a request is a write sent from another site's page (its Origin is not the site's:
 * SITE_URL's origin, or without SITE_URL the address the request came to), and the Hindi answer to it.
 */
export function foreignWriteTest(config: AppDeps['config']): {
  isForeign: (request: FastifyRequest) => boolean;
  message: string;
} {
  const sameOrigin = sameOriginTest(config.siteUrl, config.siteUrlSet);
  const siteOrigin = new URL(config.siteUrl).origin;
  return {
    isForeign: (request) => {
      const origin = request.headers.origin;
      return isWrite(request) && origin !== undefined && !sameOrigin(origin, request);
    },
    message: config.siteUrlSet ? NEWSROOM_MESSAGES.foreignOriginUse(siteOrigin) : NEWSROOM_MESSAGES.foreignOrigin,
  };
}

/**
 * Every newsroom request, in this order:
 * 1. a write whose Origin is another site's is refused (403), sign-in included: the browser names
 *    the page that sent it, and only the site's own pages may sign in or change anything (SITE_URL's
 *    origin, or without SITE_URL the address the request came to: sameOrigin.ts);
 * 2. the session cookie is looked up (an ended session is deleted and remembered as ended);
 * 3. except on public routes, no live session → 401, and a write without the session's CSRF token
 *    in `x-csrf-token` → 403, before the body is read. SameSite=Strict already keeps the cookie off
 *    other sites' requests; the token is the second lock, for browsers or proxies that do not honour it.
 */
export function guardNewsroom(scope: FastifyInstance, deps: AppDeps): void {
  const foreign = foreignWriteTest(deps.config);
  const secure = secureCookies(deps.config.siteUrl);
  scope.decorateRequest('staffSession', null);
  scope.decorateRequest('staffSessionEnded', false);

  scope.addHook('onRequest', async (request, reply) => {
    if (foreign.isForeign(request)) return reply.code(403).send({ message: foreign.message });
    const found = await lookupSession(request, deps);
    if (found === 'expired') request.staffSessionEnded = true;
    else if (found) request.staffSession = found;
    // Refused before the body is read: nobody without a session makes the server take in a 10 MB photo.
    if (request.routeOptions.config.newsroomPublic) return;
    const session = request.staffSession;
    if (!session) return unauthorized(request, reply, secure);
    if (!csrfHeld(request, session)) return reply.code(403).send({ message: NEWSROOM_MESSAGES.csrfMissing });
  });
}

/**
 * A route's preHandler: 401 without a live session, 403 when the staff member's role is not among
 * `roles` (any role when omitted). The session and CSRF checks of guardNewsroom have run before it.
 */
export function requireStaff(roles?: readonly StaffRole[]): preHandlerAsyncHookHandler {
  return async function staffOnly(request, reply) {
    const session = request.staffSession;
    if (!session) return reply.code(401).send({ message: NEWSROOM_MESSAGES.signInRequired });
    if (roles && !roles.includes(session.staff.role)) {
      return reply.code(403).send({ message: NEWSROOM_MESSAGES.notAllowed });
    }
  };
}

/** The session of a route behind requireStaff (it is there by then). */
export function sessionOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new Error('sessionOf used on a route without requireStaff');
  return request.staffSession;
}
