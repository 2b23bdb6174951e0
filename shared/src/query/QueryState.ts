/** The parts of an RTK Query hook's result that `QueryView` and `LookupGate` read. */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}
