import type {
  PageLoadContext as PageLoadContextOf,
  PageLoader as PageLoaderOf,
  SectionData,
} from '../contracts/remotes';
import type { PageFound, PageLoad } from '../contracts/render';
import type { RemoteName } from '../contracts/routes';
import type { PortalStore } from '../store/createPortalStore';

// `@janmat/shared/page-data`: what a section's `./pageData` is written with (read by the server only).

/** What a loader is given: the portal's store, the route's params and the query string. */
export type PageLoadContext = PageLoadContextOf<PortalStore>;

/** One route's data contract (see `SectionData` in the contracts). */
export type PageLoader = PageLoaderOf<PortalStore>;

/** A section's `./pageData`: one loader per route it owns. */
export type SectionPageData<Owner extends RemoteName> = SectionData<Owner, PortalStore>['pageData'];

/** The page exists; `address` gives its one path and the one search engines index, when they differ from the request's. */
export const pageFound = (address: Omit<PageFound, 'found'> = {}): PageLoad => ({ found: true, ...address });

/** The page's subject does not exist: the not-found page, with status 404. */
export const PAGE_NOT_FOUND: PageLoad = { found: false };

/** A started query, as `store.dispatch(endpoint.initiate(arg))` returns it. */
type Started = PromiseLike<unknown>;

/** Waits for every query a page shows to settle (answered or failed). */
export async function settled(...queries: Started[]): Promise<void> {
  await Promise.allSettled(queries);
}

/** The page exists once its queries have settled: for pages without a subject of their own. */
export async function pageOf(...queries: Started[]): Promise<PageLoad> {
  await settled(...queries);
  return pageFound();
}
