import { BELL_DIALOG_ID } from '../features/bell/bellDialogId';
import { ISLAND_ATTR, ISLAND_SLOTS } from '../layout/islandSlots';
import { SEARCH_PANEL_ID } from '../layout/searchPanelId';
import { SIDE_MENU_ID } from '../layout/sideMenuId';
import { type Island, island, on, type Unmount } from './island';
import { keptTab } from './keptTab';

const slotOf = (name: string) => document.querySelector<HTMLElement>(`[${ISLAND_ATTR}="${name}"]`);
const byId = (id: string) => document.getElementById(id);

/** A dialog's opening, however it opened (its command, the page's taps program): `load`. */
function whenOpened(dialog: HTMLElement | null, load: () => void): () => void {
  if (!dialog) return () => undefined;
  const observer = new MutationObserver(() => {
    if (dialog.hasAttribute('open')) load();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/** The button that opens `id` (by its command or popover): a finger coming down on it asks for the code. */
const openerOf = (id: string) => document.querySelector(`[commandfor="${id}"], [popovertarget="${id}"]`);

/** A dialog's island: its code asked for as a finger comes down on its button, mounted when it opens. */
function dialogIsland(dialogId: string, slotName: string, load: () => Promise<(slot: HTMLElement) => Unmount>): Island {
  const dialog = byId(dialogId);
  return island({
    slot: slotOf(slotName),
    arm: (load) => {
      const offOpen = whenOpened(dialog, load);
      const offPress = on(openerOf(dialogId), ['pointerdown'], load);
      return () => {
        offOpen();
        offPress();
      };
    },
    reached: () => dialog?.hasAttribute('open') === true,
    load,
  });
}

/**
 * The header's islands on a read page: the search panel (suggestions as the reader types) once it
 * opens, the bell's topics once its dialog opens, the side menu's appearance once the menu opens.
 * Each opens natively before its code comes (decision 0018); each one's code comes when it is first
 * reached for, in a chunk of its own. Tab stays inside an open dialog.
 */
export function chromeIslands(): Island[] {
  const panel = byId(SEARCH_PANEL_ID);
  const search = island({
    slot: slotOf(ISLAND_SLOTS.search),
    arm: (load) => {
      const offPanel = on(panel, ['toggle', 'focusin', 'input'], load);
      const offPress = on(openerOf(SEARCH_PANEL_ID), ['pointerdown'], load);
      return () => {
        offPanel();
        offPress();
      };
    },
    reached: () => panel?.matches(':popover-open') === true,
    load: () => import(/* webpackChunkName: "on-demand-island-search" */ './mountSearch').then((m) => m.mountSearch),
  });
  const bell = dialogIsland(BELL_DIALOG_ID, ISLAND_SLOTS.bell, () =>
    import(/* webpackChunkName: "on-demand-island-bell" */ './mountBell').then((m) => m.mountBell),
  );
  const appearance = dialogIsland(SIDE_MENU_ID, ISLAND_SLOTS.appearance, () =>
    import(/* webpackChunkName: "on-demand-island-appearance" */ './mountAppearance').then((m) => m.mountAppearance),
  );
  return [search, bell, appearance, keptTab([SIDE_MENU_ID, BELL_DIALOG_ID])];
}
