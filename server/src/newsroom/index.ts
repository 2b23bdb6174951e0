import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { articleActions } from './articles/articleActions';
import { articleRoutes } from './articles/articleRoutes';
import { authRoutes } from './auth/authRoutes';
import { guardNewsroom } from './auth/guard';
import { dummyHash } from './auth/passwords';
import { comingExpiries, comingPurgeMoments } from './comingMoments';
import { newsroomError } from './common/errors';
import { aliasRoutes } from './desk/aliasRoutes';
import { authorRoutes } from './desk/authorRoutes';
import { breakingRoutes } from './desk/breakingRoutes';
import { contactInboxRoutes } from './desk/contactInboxRoutes';
import { glossaryRoutes } from './desk/glossaryRoutes';
import { moderationRoutes } from './desk/moderationRoutes';
import { pushLogRoutes } from './desk/pushLogRoutes';
import { sitePollRoutes } from './desk/sitePollRoutes';
import { liveRoutes } from './live/liveRoutes';
import { photoRoutes } from './photos/photoRoutes';
import { auditRoutes } from './staff/auditRoutes';
import { ensureFirstAdmin } from './staff/firstAdmin';
import { staffRoutes } from './staff/staffRoutes';

export interface NewsroomOptions {
  deps: AppDeps;
}

/**
 * The staff newsroom's API under /api/newsroom as one Fastify plugin (`app.register(newsroom, { deps })`):
 * sign-in and sessions (auth/), staff, the first admin and the audit log's page (staff/), the audit log (audit/), articles (articles/), photo
 * uploads (photos/) and the desk (desk/: breaking news, site polls, authors, visitor-poll moderation,
 * contact inbox, search aliases) and live pages (live/). Registered, it is a scope of its own, so its hooks (origin, session, CSRF) and Hindi
 * error answers touch no other route. At start the first admin is created when configured (staff/firstAdmin.ts).
 */
export const newsroom: FastifyPluginAsync<NewsroomOptions> = async (scope, { deps }) => {
  await ensureFirstAdmin(deps.db, deps.config.newsroom.firstAdmin, scope.log);
  // Scheduled articles appear and ticker items end by themselves: the read cache drops its answers at each moment.
  deps.cache.setExpirySource(() => comingExpiries(deps.db));
  await deps.cache.reloadExpiries();
  // …and the shared cache in front is purged of what each moment changes, by one process (purgeMoments.ts).
  deps.moments.setSource(() => comingPurgeMoments(deps.db));
  await deps.moments.reload();
  // Made now, so the first sign-in with an unknown e-mail is not slower than the ones after it.
  await dummyHash();
  scope.setErrorHandler(newsroomError);
  // Everything the newsroom answers is the staff's (data class `staff`): for the one browser that
  // asked, never stored by a cache (`private, no-store`, set for the class by the core).
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, dataClass: 'staff' };
  });
  guardNewsroom(scope, deps);
  authRoutes(scope, deps);
  staffRoutes(scope, deps);
  auditRoutes(scope, deps);
  articleRoutes(scope, deps);
  articleActions(scope, deps);
  breakingRoutes(scope, deps);
  pushLogRoutes(scope, deps);
  sitePollRoutes(scope, deps);
  authorRoutes(scope, deps);
  moderationRoutes(scope, deps);
  contactInboxRoutes(scope, deps);
  aliasRoutes(scope, deps);
  glossaryRoutes(scope, deps);
  photoRoutes(scope, deps);
  liveRoutes(scope, deps);
};
