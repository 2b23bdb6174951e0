import { wrapTabFocus } from '@janmat/shared/dialog-tab';
import type { Island } from './island';

/**
 * Keeps Tab inside the header's modal dialogs (the menu, the bell's) while they are the server's
 * HTML, as the app's `Dialog` does once it runs: the browser makes the page behind inert but lets
 * the focus leave for its own bar.
 */
export function keptTab(dialogIds: string[]): Island {
  const dialogs = dialogIds.flatMap((id) => document.getElementById(id) ?? []);
  for (const dialog of dialogs) dialog.addEventListener('keydown', wrapTabFocus);
  return {
    dispose() {
      for (const dialog of dialogs) dialog.removeEventListener('keydown', wrapTabFocus);
    },
  };
}
