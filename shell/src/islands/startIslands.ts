import type { RemoteLoader } from '@janmat/shared';
import { rememberReadIn } from '@janmat/shared/kept-stories';
import { YOUR_TOPICS_ATTR } from '@janmat/shared/your-topics';
import type { BootHook } from '../boot/bootLoader';
import { BOOT_SETTINGS } from '../boot/bootSettings';
import { appTrigger, needsApp } from './appTrigger';
import { chromeIslands } from './chromeIslands';
import type { Island } from './island';
import { readerClock } from './readerClock';
import { widgetIslands } from './widgetIslands';

/** On `<html>` while the page is islands (the app has not taken it over). */
export const ISLANDS_MARK = 'data-islands';

/**
 * Home's row of the reader's topics, filled (the reader follows something): the block of those
 * topics' stories, placed below the screen, comes with the app.
 */
const personalNeedsApp = (): boolean => (document.querySelector(`[${YOUR_TOPICS_ATTR}]`)?.childElementCount ?? 0) > 0;

/**
 * A read page's first touch (decision 0032): the header's islands wait for their reader, the date
 * follows the reader's clock, an article is put first among those read, and React DOM, which every
 * island needs, is fetched and run now, so an island drawn later waits for little more than its own code. The page's other parts stay the
 * server's HTML, but for another section's widgets placed in it (a poll), each hydrated alone when
 * the reader reaches for it (`widgetIslands`, through `loader`). When the reader reaches for a
 * section's own control (a form, a filter, save…), the islands give their parts back and `mountApp` hydrates the whole page: from then on it is the app,
 * links and all.
 */
export function startIslands(mountApp: () => Promise<void>, loader: RemoteLoader): void {
  const hook = (window as unknown as Record<string, BootHook | undefined>)[BOOT_SETTINGS.hookName];
  readerClock();
  rememberReadIn(document);
  // The touch that brought the scripts was on a section's control already: the app, at once.
  if (needsApp(hook?.firstTouch ?? null) || needsApp(document.activeElement) || personalNeedsApp()) {
    hook?.askApp();
    void mountApp();
    return;
  }
  document.documentElement.setAttribute(ISLANDS_MARK, '');
  const islands = [...chromeIslands(), ...widgetIslands(loader, hook?.firstTouch ?? null)];
  const savedCopies = keepSavedCopies();
  const stop = appTrigger(() => {
    stop();
    hook?.askApp();
    savedCopies.dispose();
    for (const one of islands) one.dispose();
    document.documentElement.removeAttribute(ISLANDS_MARK);
    void mountApp();
  });
  void import('react-dom/client');
}

/**
 * Hands the reader's saved list to the site's worker now and whenever it changes (here, in a «सहेजें»
 * island, or in another tab), as the app does on every reader's page; the app does it itself once it
 * takes the page over.
 */
function keepSavedCopies(): Island {
  let stop: (() => void) | undefined;
  let disposed = false;
  void import(/* webpackChunkName: "on-demand-offline-copies" */ '@janmat/shared/offline-copies').then(
    ({ syncSavedCopies }) => {
      if (!disposed) stop = syncSavedCopies();
    },
    () => undefined,
  );
  return {
    dispose() {
      disposed = true;
      stop?.();
    },
  };
}
