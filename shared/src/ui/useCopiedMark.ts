import { useSyncExternalStore } from 'react';

/**
 * The mark the page's taps program (the shell's inline `nativeTaps`) puts on `<html>` while its
 * «Copied!» shows, for a copy made before the scripts ran: the address copied, for 2 s.
 */
export const COPIED_MARK = 'data-copied';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COPIED_MARK] });
  return () => observer.disconnect();
}

const markedWith = (): string | null => document.documentElement.getAttribute(COPIED_MARK);

/**
 * Whether the page says «Copied!» for `address` (copied before the scripts ran, less than 2 s ago).
 * While React hydrates, this is the page as it is, not as the server sent it: the taps program wrote
 * «Copied!» into the share bar's live region with the mark, and the hydrated bar must say the same
 * (it stays its whole time, then goes when the program lifts the mark). On the server: never.
 */
export function useCopiedMark(address: string): boolean {
  const hydrating = () => typeof document !== 'undefined' && markedWith() === address;
  return useSyncExternalStore(subscribe, () => markedWith() === address, hydrating);
}
