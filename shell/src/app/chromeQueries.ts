import { type PortalStore, siteApi } from '@janmat/shared';

/**
 * Starts the queries of the chrome every readers' page shows (navigation, side menu, state strip,
 * ticker): the shell's own data contract, on the server before it renders a page and in the browser
 * before it renders one the server did not. The subscriptions stay, like the chrome that uses them.
 */
export function startChromeQueries(store: PortalStore) {
  const { getBreakingNews, getCategories, getStates, getSubCategories } = siteApi.endpoints;
  return [
    store.dispatch(getCategories.initiate()),
    store.dispatch(getStates.initiate()),
    store.dispatch(getSubCategories.initiate()),
    store.dispatch(getBreakingNews.initiate()),
  ];
}
