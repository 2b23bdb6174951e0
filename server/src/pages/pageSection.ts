import { ROUTES } from '@janmat/shared/contracts';
import { matchRoute } from './matchRoute';

/** Section label of a page no route of the table matched (a missing page). */
export const NO_SECTION = 'none';

/** The section that owns a page's path (`ROUTES[id].owner`), or `none` for a path no route matches. */
export function sectionOf(path: string): string {
  const match = matchRoute(path);
  return match ? ROUTES[match.id].owner : NO_SECTION;
}
