import { buildPath, ROUTES } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { matchRoute, type RouteMatch } from './matchRoute';

/**
 * The one spelling of a page's path: segments decoded, then encoded again the way the site's own
 * links are (`encodeURIComponent`: uppercase hex, letters, digits and `-_.!~*'()` as they are);
 * no empty segments (double slashes) and no trailing slash. Undefined for a path that cannot be a
 * page's: broken percent-encoding, or a `.`/`..` segment however it is spelled.
 */
export function canonicalPath(raw: string): string | undefined {
  const decoded: string[] = [];
  for (const segment of raw.split('/')) {
    if (segment === '') continue;
    let part: string;
    try {
      part = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (part === '.' || part === '..') return undefined;
    decoded.push(part);
  }
  return `/${decoded.map(encodeURIComponent).join('/')}`;
}

/**
 * The route's own spelling of a canonical path: its pattern filled with the params as given, which
 * fixes the case of static segments (`/VIDEOS` → `/videos`). A route ending in `/*` keeps its path.
 */
export function routeSpelling(path: string, match: RouteMatch): string {
  const pattern = ROUTES[match.id].path;
  return pattern.endsWith('/*') ? path : buildPath(pattern, match.params);
}

/**
 * Double slashes are settled before any route sees them (the file server refuses such a path): a
 * GET or HEAD of a page path with `//` in it gets a 301 to its canonical spelling, query kept.
 */
export function redirectDoubleSlashes(app: FastifyInstance, isPagePath: (path: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const q = request.url.indexOf('?');
    const path = q === -1 ? request.url : request.url.slice(0, q);
    if (!path.includes('//')) return;
    const canonical = pageAddress(path);
    if (canonical === undefined || !isPagePath(canonical)) return;
    return reply.redirect(`${canonical}${q === -1 ? '' : request.url.slice(q)}`, 301);
  });
}

/** A requested path's one address: its canonical spelling in its route's case (undefined: no page path). */
function pageAddress(requested: string): string | undefined {
  const path = canonicalPath(requested);
  if (path === undefined) return undefined;
  const match = matchRoute(path);
  return match ? routeSpelling(path, match) : path;
}
