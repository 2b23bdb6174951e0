import { EmptyState, LoadError } from '@janmat/shared';
import type { ReactNode } from 'react';

/** The parts of an RTK Query hook's result this view reads. */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Shown while loading, sized like the content. */
  skeleton: ReactNode;
  /** Hindi text for a list with nothing in it. */
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const LOAD_FAILED = 'सामग्री लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।';

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading → skeleton, failure → message with retry, nothing → empty state, else the content. */
export function QueryView<T>({ query, skeleton, empty, isEmpty = emptyList, children }: QueryViewProps<T>) {
  if (query.isError) {
    return <LoadError message={LOAD_FAILED} error={query.error} onRetry={() => query.refetch()} />;
  }
  if (query.isLoading || query.data === undefined) return <>{skeleton}</>;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
