import type { FastifyInstance } from 'fastify';
import { cachedGet } from '../../core/http/apiRoute';
import type { AppDeps } from '../../deps';
import { CHROME_KEY } from '../edgeKeys';
import { type SiteListName, siteLists } from '../queries/site';

/** GET /api/breakingnews, categories, subcategories, states, lokpriya, datas, datas2, datas3. */
export function siteRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const name of Object.keys(siteLists) as SiteListName[]) {
    // Shown on every page: a change to any of them purges every page (`chrome`).
    cachedGet(app, deps, `/api/${name}`, {
      produce: async () => ({ data: await siteLists[name](deps.db) }),
      keys: () => [CHROME_KEY],
    });
  }
}
