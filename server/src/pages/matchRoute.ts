import { ROUTE_IDS, ROUTES, type RouteId } from '@janmat/shared/contracts';

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

interface CompiledRoute {
  id: RouteId;
  segments: string[];
  /** The pattern ends in `/*`: any further segments belong to the route (its section routes them). */
  splat: boolean;
  score: number;
  order: number;
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;

/** React Router's ranking: more segments and static segments first, then table order. */
const compiled: CompiledRoute[] = ROUTE_IDS.map((id, order) => {
  const all = ROUTES[id].path.split('/').filter(Boolean);
  const splat = all.at(-1) === '*';
  const segments = splat ? all.slice(0, -1) : all;
  const score = segments.reduce(
    (sum, s) => sum + (s.startsWith(':') ? DYNAMIC_SEGMENT : STATIC_SEGMENT),
    // A splat ranks below every exact pattern, as in React Router.
    segments.length - (splat ? 1 : 0),
  );
  return { id, segments, splat, score, order };
}).sort((a, b) => b.score - a.score || a.order - b.order);

function decodeSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * The page route a path belongs to, matched like the shell's router does (case-insensitive static
 * segments, static over dynamic), with decoded params. Undefined for no route or broken encoding.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const parts = decodeSegments(pathname);
  if (!parts) return undefined;
  for (const route of compiled) {
    if (route.splat ? parts.length < route.segments.length : route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (ok) return { id: route.id, params };
  }
  return undefined;
}
