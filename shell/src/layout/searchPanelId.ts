/** Id of the header's search panel (the search button's `aria-controls`). */
export const SEARCH_PANEL_ID = 'header-search';

let searchPanel: Promise<{ default: typeof import('./SearchPanel').SearchPanel }> | undefined;

/** The search panel's chunk, requested once (hovering or focusing the search button starts it early). */
export function loadSearchPanel() {
  searchPanel ??= import('./SearchPanel').then((module) => ({ default: module.SearchPanel }));
  return searchPanel;
}
