/**
 * The chrome's parts that a read page hydrates or draws on their own, before (or without) the app
 * (decision 0032): each is the element carrying `data-island="<name>"`, in the server's HTML and the app's alike.
 */
export const ISLAND_ATTR = 'data-island';

export const ISLAND_SLOTS = {
  /** The header's search panel (hydrated when it opens). */
  search: 'search',
  /** The bell's topics and buttons, inside its dialog (drawn when it opens). */
  bell: 'bell-panel',
  /** The side menu's theme and text size (drawn when the menu opens). */
  appearance: 'appearance',
  /** The live region of the sections' messages (hydrated with the first widget: «Thank you for your Vote...!!»). */
  notices: 'notices',
} as const;

/** The attribute that marks an element as the slot of island `name`. */
export const islandSlot = (name: (typeof ISLAND_SLOTS)[keyof typeof ISLAND_SLOTS]) => ({ [ISLAND_ATTR]: name });
