import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { newsroomError } from '../newsroom/common/errors';
import { deskRoutes } from './deskRoutes';
import { feedRoutes } from './feedRoutes';
import { resultsAuth } from './resultsAuth';

export { resultsRoutes } from './resultsRoutes';

export interface ResultsOptions {
  deps: AppDeps;
}

/**
 * The results' writes under /api/newsroom/results as one scope (`app.register(resultsDesk, { deps })`):
 * the «नतीजे» desk (elections, CSV imports, the audit log) for editors and admins, and the counting
 * feed, which RESULTS_TOKEN may call too. Its answers are the staff's (never cached), its errors Hindi.
 * The readers' JSON is `resultsRoutes` (public, cached, keyed for the edge).
 */
export const resultsDesk: FastifyPluginAsync<ResultsOptions> = async (scope, { deps }) => {
  scope.setErrorHandler(newsroomError);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, dataClass: 'staff' };
  });
  scope.decorateRequest('resultsSender', undefined);
  scope.addHook('onRequest', resultsAuth(deps));
  deskRoutes(scope, deps);
  feedRoutes(scope, deps);
};
