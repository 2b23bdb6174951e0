import { EXPOSED, type PortalStore, ROUTES } from '@janmat/shared';
import type { PageLoader } from '@janmat/shared/page-data';
import type { MatchedRoute, PageLoad } from '@janmat/shared/server';
import { startChromeQueries } from '../app/chromeQueries';
import { loadServerModule } from './serverFederation';

type Loaders = Record<string, PageLoader | undefined>;

/**
 * The page's data contract, run before it renders: the chrome's queries and the owning section's
 * loader for the route (its `./pageData`), which starts every query of the page and says whether its
 * subject exists. A section whose loader cannot be had leaves its page to find out while rendering.
 */
export async function loadPageData(
  store: PortalStore,
  route: MatchedRoute | undefined,
  search: URLSearchParams,
  errors: string[],
): Promise<PageLoad> {
  const chrome = Promise.allSettled(startChromeQueries(store));
  if (!route) {
    await chrome;
    return { found: false };
  }
  const { owner } = ROUTES[route.id];
  try {
    if (owner === 'newsroom') throw new Error('the newsroom is not rendered on the server');
    const section = (await loadServerModule(EXPOSED.pageData(owner))) as { pageData: Loaders } | undefined;
    const loader = section?.pageData[route.id];
    if (!loader) throw new Error(`${owner} declares no data for ${route.id}`);
    const [load] = await Promise.all([loader({ store, params: route.params, search }), chrome]);
    return load;
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    await chrome;
    return { found: true };
  }
}
