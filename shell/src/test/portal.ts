import type { BreakingNewsItem, Category, PortalStore, State, SubCategory } from '@janmat/shared';
import { createPortalStore, siteApi } from '@janmat/shared';

const CATEGORIES: Category[] = [
  { id: 1, name: 'राष्ट्रीय', c_code: 'national' },
  { id: 2, name: 'अंतरराष्ट्रीय', c_code: 'international' },
  { id: 3, name: 'राज्य', c_code: 'state' },
];
const SUBCATEGORIES: SubCategory[] = [{ name: 'चुनाव', s_code: 'election' }];
const STATES: State[] = [{ id: 1, name: 'राजस्थान', code: 'rajasthan' }];
export const HEADLINES: BreakingNewsItem[] = [
  { name: 'विधानसभा सत्र कल से', type: 'national', url: 'vidhansabha-satra' },
  { name: 'नई सड़क योजना', type: 'states', url: 'nai-sadak' },
];

/** A store whose site data (menus, states, ticker) is already loaded, and no network at all. */
export async function primedStore(): Promise<PortalStore> {
  // Anything not primed stays pending instead of reaching a network.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  const store = createPortalStore();
  await store.dispatch(siteApi.util.upsertQueryData('getCategories', undefined, CATEGORIES));
  await store.dispatch(siteApi.util.upsertQueryData('getSubCategories', undefined, SUBCATEGORIES));
  await store.dispatch(siteApi.util.upsertQueryData('getStates', undefined, STATES));
  await store.dispatch(siteApi.util.upsertQueryData('getBreakingNews', undefined, HEADLINES));
  return store;
}
