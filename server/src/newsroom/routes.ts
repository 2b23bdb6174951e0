import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/deps';
import { handleError } from '../core/http/errors';
import { NEWSROOM_MESSAGES } from '../core/messages';
import { articleActions } from './articleActions';
import { articleRoutes } from './articleRoutes';
import { comingSchedules } from './articleStore';
import { auditRoutes } from './auditRoutes';
import { authorRoutes } from './authorRoutes';
import { authRoutes } from './authRoutes';
import { breakingRoutes } from './breakingRoutes';
import { breakingExpiries } from './breakingStore';
import { contactInboxRoutes } from './contactInboxRoutes';
import { ensureFirstAdmin } from './firstAdmin';
import { guardNewsroom } from './guard';
import { moderationRoutes } from './moderationRoutes';
import { dummyHash } from './passwords';
import { photoRoutes } from './photoRoutes';
import { sitePollRoutes } from './sitePollRoutes';
import { staffRoutes } from './staffRoutes';

/** Errors inside the newsroom answer in Hindi; everything else is the site's usual handling. */
function newsroomError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 429) {
    const signin = request.routeOptions.url === '/api/newsroom/signin';
    return reply
      .code(429)
      .header('cache-control', 'no-store')
      .send({ message: signin ? NEWSROOM_MESSAGES.tooManySignins : NEWSROOM_MESSAGES.tooManyRequests });
  }
  if (error.validation) {
    return reply.code(400).send({ message: NEWSROOM_MESSAGES.validationFailed, errors: {} });
  }
  return handleError(error, request, reply);
}

/**
 * The staff newsroom's API under /api/newsroom (sessions, roles, staff, audit log, articles, and the desk:
 * breaking news, site polls, authors, visitor-poll moderation, contact inbox; photo uploads), in a scope of its
 * own so its hooks (origin, session, CSRF) and Hindi error answers touch no other route. At start the
 * first admin is created when configured (firstAdmin.ts).
 */
export async function newsroomRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await ensureFirstAdmin(deps.db, deps.config.newsroom.firstAdmin, app.log);
  // Scheduled articles appear and ticker items end by themselves: the read cache drops its answers at each moment.
  deps.cache.setExpirySource(async () => {
    const [schedules, expiries] = await Promise.all([comingSchedules(deps.db), breakingExpiries(deps.db)]);
    return [...schedules, ...expiries];
  });
  await deps.cache.reloadExpiries();
  // Made now, so the first sign-in with an unknown e-mail is not slower than the ones after it.
  await dummyHash();
  await app.register(async (scope) => {
    scope.setErrorHandler(newsroomError);
    // Answers about staff and sessions are for the one browser that asked: never stored by a cache.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    guardNewsroom(scope, deps);
    authRoutes(scope, deps);
    staffRoutes(scope, deps);
    auditRoutes(scope, deps);
    articleRoutes(scope, deps);
    articleActions(scope, deps);
    breakingRoutes(scope, deps);
    sitePollRoutes(scope, deps);
    authorRoutes(scope, deps);
    moderationRoutes(scope, deps);
    contactInboxRoutes(scope, deps);
    photoRoutes(scope, deps);
  });
}
