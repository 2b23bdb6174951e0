import { RESULTS_POLL_MS, useHydrated, usePageVisible } from '@janmat/shared';

/**
 * How often an open results page asks again (`pollingInterval`): every 10 s while its election is
 * counting and the tab is shown, once the page runs in the browser (the server renders the answer it
 * read); never otherwise. The edge answers these asks from one copy that each count purges.
 */
export function useResultsPolling(counting: boolean): number {
  const hydrated = useHydrated();
  const visible = usePageVisible();
  return hydrated && visible && counting ? RESULTS_POLL_MS : 0;
}
