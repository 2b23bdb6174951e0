import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReaderKey } from './readerKeys';
import { type Check, readStored, subscribeStored } from './readerStorage';

/**
 * A value the reader keeps in this browser, kept current (this page and other tabs). The server and
 * hydration see `fallback` (the server's HTML is the same for every reader), the next render the
 * reader's own. `fallback` must be a constant: it is what an absent value reads as.
 */
export function useStored<T>(key: ReaderKey, check: Check<T>, fallback: T): T {
  // The same text reads as the same object, so React does not render again for an equal value.
  const last = useRef<{ text: string; value: T } | null>(null);
  const snapshot = useCallback(() => {
    const value = readStored(key, check, fallback);
    const text = JSON.stringify(value);
    if (last.current?.text !== text) last.current = { text, value };
    return last.current.value;
  }, [key, check, fallback]);
  const subscribe = useCallback((onChange: () => void) => subscribeStored(key, onChange), [key]);
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}
