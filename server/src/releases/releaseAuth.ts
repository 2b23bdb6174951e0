import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { secureCookies } from '../core/http/cookies';
import { NEWSROOM_MESSAGES } from '../core/messages';
import type { AppDeps } from '../deps';
import { clearedSessionCookie } from '../newsroom/auth/cookies';
import { csrfHeld, foreignWriteTest, lookupSession } from '../newsroom/auth/guard';
import type { StaffSession } from '../newsroom/auth/sessionStore';
import { type ReleaseActor, TOKEN_ACTOR } from './registry';
import { RELEASE_MESSAGES as M } from './releaseMessages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is changing releases (the release API only): set by releaseAuth. */
    releaseActor: ReleaseActor | null;
  }
}

/** Finds the newsroom session a request's cookie names (tests give their own). */
export type SessionLookup = (request: FastifyRequest) => Promise<StaffSession | 'expired' | undefined>;

type AuthDeps = Pick<AppDeps, 'db' | 'config'>;

const digest = (text: string) => new Uint8Array(createHash('sha256').update(text, 'utf8').digest());

/** The bearer token a request carries, if it carries one (`Authorization: Bearer <token>`). */
const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

const unauthorized = (reply: FastifyReply, message: string) =>
  reply.code(401).header('www-authenticate', 'Bearer').send({ message });

/**
 * The release API's lock, as a hook of its scope (onRequest: before the body is read). A request is
 * let in with `Authorization: Bearer <RELEASE_TOKEN>` (compared in constant time; never when
 * RELEASE_TOKEN is unset), acting as `token`; or with a live newsroom session of an admin, acting as
 * that staff member, under the newsroom's own rules for writes: sent from the site's own pages, with
 * the session's CSRF token in `x-csrf-token`. Otherwise 401 without credentials (or with a wrong
 * token, or an ended session), 403 for a staff member who is not an admin or a write that breaks
 * those rules.
 */
export function releaseAuth(deps: AuthDeps, lookup: SessionLookup = (r) => lookupSession(r, deps)) {
  const expected = deps.config.releases.token ? digest(deps.config.releases.token) : undefined;
  const foreign = foreignWriteTest(deps.config);
  const secure = secureCookies(deps.config.siteUrl);

  const hook: onRequestAsyncHookHandler = async (request, reply) => {
    request.releaseActor = null;
    const bearer = bearerOf(request);
    if (bearer !== undefined || request.headers.authorization !== undefined) {
      if (!expected) return unauthorized(reply, M.tokenOff);
      if (bearer === undefined || !timingSafeEqual(digest(bearer), expected)) {
        return unauthorized(reply, M.wrongToken);
      }
      request.releaseActor = TOKEN_ACTOR;
      return;
    }
    const found = await lookup(request);
    if (found === 'expired') {
      reply.header('set-cookie', clearedSessionCookie(secure));
      return unauthorized(reply, NEWSROOM_MESSAGES.sessionExpired);
    }
    if (!found) return unauthorized(reply, M.credentialsRequired);
    if (found.staff.role !== 'admin') return reply.code(403).send({ message: M.adminsOnly });
    if (foreign.isForeign(request)) return reply.code(403).send({ message: foreign.message });
    if (!csrfHeld(request, found)) return reply.code(403).send({ message: NEWSROOM_MESSAGES.csrfMissing });
    request.releaseActor = { name: found.staff.name, staffId: found.staff.id };
  };
  return hook;
}

/** The actor of a request releaseAuth let in. */
export function actorOf(request: FastifyRequest): ReleaseActor {
  if (!request.releaseActor) throw new Error('actorOf used on a route without releaseAuth');
  return request.releaseActor;
}
