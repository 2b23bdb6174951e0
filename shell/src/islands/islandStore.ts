import { createPortalStore, type PortalStore } from '@janmat/shared';

let store: PortalStore | undefined;

/**
 * The store the page's islands ask the API through (RTK Query), made when the first island that
 * needs data comes: one per page, apart from the app's (which takes the page over with its own).
 */
export function islandStore(): PortalStore {
  store ??= createPortalStore();
  return store;
}
