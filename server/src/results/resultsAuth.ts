import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerOf, tokenCheck } from '../core/http/bearer';
import { secureCookies } from '../core/http/cookies';
import { NEWSROOM_MESSAGES } from '../core/messages';
import type { AppDeps } from '../deps';
import { clearedSessionCookie } from '../newsroom/auth/cookies';
import { csrfHeld, foreignWriteTest, lookupSession } from '../newsroom/auth/guard';
import type { Sender } from './countStore';
import { RESULTS_MESSAGES as M } from './resultsMessages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is writing results (the results desk and feed only): set by resultsAuth. */
    resultsSender: Sender | undefined;
  }
  interface FastifyContextConfig {
    /** A results route a feed may call with RESULTS_TOKEN (the counts). */
    resultsFeed?: boolean;
  }
}

const unauthorized = (reply: FastifyReply, message: string) =>
  reply.code(401).header('www-authenticate', 'Bearer').send({ message });

/**
 * The results desk's lock (onRequest, before the body is read): a live newsroom session of an editor
 * or admin, under the newsroom's rules for writes (sent from the site's own pages, with the session's
 * CSRF token); or, on the feed's route alone, `Authorization: Bearer <RESULTS_TOKEN>` (never when it
 * is unset), whose writes are audited as the token's. 401 without credentials, 403 for a reporter or
 * a write that breaks those rules.
 */
export function resultsAuth(deps: Pick<AppDeps, 'db' | 'config'>): onRequestAsyncHookHandler {
  const isToken = tokenCheck(deps.config.resultsToken);
  const foreign = foreignWriteTest(deps.config);
  const secure = secureCookies(deps.config.siteUrl);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.resultsSender = undefined;
    if (request.headers.authorization !== undefined && request.routeOptions.config.resultsFeed) {
      if (!deps.config.resultsToken) return unauthorized(reply, M.tokenOff);
      const bearer = bearerOf(request);
      if (bearer === undefined || !isToken(bearer)) return unauthorized(reply, M.wrongToken);
      request.resultsSender = null;
      return;
    }
    const found = await lookupSession(request, deps);
    if (found === 'expired') {
      reply.header('set-cookie', clearedSessionCookie(secure));
      return unauthorized(reply, NEWSROOM_MESSAGES.sessionExpired);
    }
    if (!found)
      return unauthorized(
        reply,
        request.routeOptions.config.resultsFeed ? M.credentialsRequired : NEWSROOM_MESSAGES.signInRequired,
      );
    if (found.staff.role === 'reporter') return reply.code(403).send({ message: NEWSROOM_MESSAGES.notAllowed });
    if (foreign.isForeign(request)) return reply.code(403).send({ message: foreign.message });
    if (!csrfHeld(request, found)) return reply.code(403).send({ message: NEWSROOM_MESSAGES.csrfMissing });
    request.resultsSender = { staffId: found.staff.id, name: found.staff.name };
  };
}

/** The sender of a request resultsAuth let in. */
export function senderOf(request: FastifyRequest): Sender {
  if (request.resultsSender === undefined) throw new Error('senderOf used on a route without resultsAuth');
  return request.resultsSender;
}
