import type { ReaderKey } from './readerKeys';

/** Told in this page when a value changes here; other tabs hear it through the `storage` event. */
const CHANGED = 'janmat:reader-changed';

/** A value checked as it is read: anything else (old shapes, hand edits) reads as the fallback. */
export type Check<T> = (value: unknown) => value is T;

/** Reads `key` as JSON; a blocked storage, a missing value or one of another shape reads as `fallback`. */
export function readStored<T>(key: ReaderKey, check: Check<T>, fallback: T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text == null) return fallback;
    const value: unknown = JSON.parse(text);
    return check(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes `value` as JSON and tells this page's readers; false when the browser refused to keep it. */
export function writeStored(key: ReaderKey, value: unknown): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    return false;
  }
  globalThis.dispatchEvent?.(new CustomEvent(CHANGED, { detail: key }));
  return true;
}

/** Calls `onChange` whenever `key` changes, in this page or in another tab; returns the unsubscribe. */
export function subscribeStored(key: ReaderKey, onChange: () => void): () => void {
  const here = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  const elsewhere = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  globalThis.addEventListener?.(CHANGED, here);
  globalThis.addEventListener?.('storage', elsewhere);
  return () => {
    globalThis.removeEventListener?.(CHANGED, here);
    globalThis.removeEventListener?.('storage', elsewhere);
  };
}
