import type { NewsCard } from '@janmat/shared';

/** Stories a home list shows; the rest are one click away on the category list. */
export const HOME_SECTION_SIZE = 6;

/** How many items of `/api/newsall` lead the home page: one lead story and two secondary ones. */
const LEAD_COUNT = 3;

export interface HomeNews<T extends NewsCard> {
  lead: T | undefined;
  secondary: T[];
  national: T[];
  international: T[];
  states: T[];
}

/**
 * Splits `/api/newsall` (spec §7): the first three items are the lead stories; the rest are grouped
 * by type into the national, international and state lists (other types are not shown on home).
 */
export function splitNewsAll<T extends NewsCard>(items: readonly T[]): HomeNews<T> {
  const rest = items.slice(LEAD_COUNT);
  const ofType = (type: string) => rest.filter((item) => item.type === type);
  return {
    lead: items[0],
    secondary: items.slice(1, LEAD_COUNT),
    national: ofType('national'),
    international: ofType('international'),
    states: ofType('states'),
  };
}
