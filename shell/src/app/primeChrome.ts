import type { PortalStore } from '@janmat/shared';
import { startChromeQueries } from './chromeQueries';

/** Longest the first render waits for the chrome's data when the page did not carry it. */
export const PRIME_WAIT_MS = 50;

/**
 * Starts the queries of the chrome (navigation, state strip, ticker) and waits for them briefly:
 * the server put their answers into the page, so they settle at once and the first render already
 * shows the full navigation; without those answers the render goes ahead after `maxWaitMs`.
 * The subscriptions stay, like the chrome that uses them.
 */
export async function primeChrome(store: PortalStore, maxWaitMs = PRIME_WAIT_MS): Promise<void> {
  const queries = startChromeQueries(store);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([Promise.all(queries), timeout]);
  clearTimeout(timer);
}
