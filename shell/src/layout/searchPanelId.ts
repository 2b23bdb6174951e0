/** Id of the header's search panel (the popover the search button opens). */
export const SEARCH_PANEL_ID = 'header-search';
