/**
 * Lite mode: every page as the server renders it, with no script and the lead photo alone at its
 * smallest rendition. A reader gets it by sending `Save-Data: on` or by
 * choosing «लाइट» in the footer; the server decides per request (server/src/pages/liteMode.ts).
 */

/** The reader's choice, remembered: `1` lite, `0` the full site (even while the browser sends `Save-Data: on`). */
export const LITE_COOKIE = 'janmat-lite';

/** The switch the footer links to: `GET /lite?on=1|0&back=<path>` sets the cookie and goes back to `back`. */
export const LITE_PATH = '/lite';

/** The footer's switch, to lite (`on`) or back to the full site, returning to `back` (a path and query of this site). */
export function liteSwitchHref(on: boolean, back: string): string {
  return `${LITE_PATH}?${new URLSearchParams({ on: on ? '1' : '0', back })}`;
}

/**
 * The mark on a lite page's `<html>`: its parts for readers without scripts show by it (`withoutScripts`).
 * The service worker marks a saved copy it serves offline the same way: no script runs there either.
 */
export const LITE_PAGE_MARK = 'data-lite';

/**
 * The mark the service worker adds, beside `LITE_PAGE_MARK`, to a saved copy it serves with the network
 * gone: what there needs a connection says so, not that scripts are off (`onlyOnKeptCopy`).
 */
export const KEPT_COPY_MARK = 'data-kept';
