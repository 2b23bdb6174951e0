import { PageLoadRouter, Provider } from '@janmat/shared';
import { SearchPanel } from '../layout/SearchPanel';
import { SEARCH_PANEL_ID } from '../layout/searchPanelId';
import { hydrateIsland } from './hydrateIsland';
import type { Unmount } from './island';
import { islandStore } from './islandStore';

/** Whether the panel is open now: given back, it opens again. */
function keepOpen(): () => void {
  const open = document.getElementById(SEARCH_PANEL_ID)?.matches(':popover-open') === true;
  return () => {
    if (open) document.getElementById(SEARCH_PANEL_ID)?.showPopover?.();
  };
}

/**
 * Hydrates the header's search panel in `slot` as an island: suggestions as the reader types, the
 * keys of the list; a story chosen or Enter loads its page. Given back (the app takes the page
 * over), the panel is the server's HTML again, open, with the words, caret and focus as they were.
 */
export function mountSearch(slot: HTMLElement): Unmount {
  return hydrateIsland(
    slot,
    <Provider store={islandStore()}>
      <PageLoadRouter>
        <SearchPanel />
      </PageLoadRouter>
    </Provider>,
    keepOpen,
  );
}
