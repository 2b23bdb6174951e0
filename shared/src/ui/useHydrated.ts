import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is still the server's HTML (and during hydration), true once React runs it.
 * Forms stay disabled until then: what a reader typed or chose before the scripts ran would not be in
 * the form's state, so the form would lose it or send without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
