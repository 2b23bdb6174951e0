/** The parts of an RTK Query hook's result that `QueryView` and `LookupGate` read. */
export interface QueryState<T> {
  /** The latest answer, which may be the previous arguments' while new ones load (RTK Query's `data`). */
  data?: T;
  /**
   * The answer for the current arguments only, undefined while they load (RTK Query's `currentData`).
   * Every hook result carries it; a state that carries the key is shown from it alone.
   */
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}
