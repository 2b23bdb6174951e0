import type { Reducer, Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { rootReducer } from './rootReducer';

/** How each store created so far re-runs the root reducer after an injection. */
const refreshers = new Set<() => void>();
const injected = new Map<string, Reducer>();

/** Registers a store so that slices injected after its creation appear in its state at once. */
export function trackStore(store: { replaceReducer(next: typeof rootReducer): void }): void {
  refreshers.add(() => store.replaceReducer(rootReducer));
}

/**
 * Adds a remote's slice to the root reducer. Call it at module load, next to the slice: it works
 * before or after the store exists, and every existing store gets the slice's initial state
 * immediately, so the first render that selects it sees a value. Calling it again is harmless.
 * Returns the injected slice, whose `selectors` read the slice from the root state.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  const result = slice.injectInto(rootReducer);
  if (injected.get(slice.reducerPath) !== slice.reducer) {
    injected.set(slice.reducerPath, slice.reducer);
    for (const refresh of refreshers) refresh();
  }
  return result;
}
