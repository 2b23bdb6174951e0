import { canonicalPath, routeSpelling } from '../canonicalPath';
import { matchRoute, type RouteMatch } from '../matchRoute';

/** Where a request for a page leads: the page at its one address, nowhere, or its one address elsewhere. */
export type PageAddress =
  | { kind: 'page'; path: string; query: string; match: RouteMatch | undefined }
  | { kind: 'missing' }
  | { kind: 'moved'; location: string };

/** The query string of `url` (`?…`, or ''), kept on a redirect and part of a page's cache key. */
function queryOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q);
}

/**
 * Stage "address": one address per page. A path spelled any other way than its canonical spelling
 * (canonicalPath.ts), or a route's static segments in another case, is moved there (301) before
 * anything is looked up, so only canonical paths are rendered or cached; a path no page can have is
 * missing.
 */
export function pageAddress(url: string): PageAddress {
  const query = queryOf(url);
  const requested = url.slice(0, url.length - query.length) || '/';
  const path = canonicalPath(requested);
  if (path === undefined) return { kind: 'missing' };
  const match = matchRoute(path);
  const spelled = match ? routeSpelling(path, match) : path;
  if (spelled !== requested) return { kind: 'moved', location: `${spelled}${query}` };
  return { kind: 'page', path, query, match };
}
