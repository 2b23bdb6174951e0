import type { ReactNode } from 'react';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { NotFound } from '../ui/NotFound';
import { isNotFound } from './isNotFound';
import type { QueryState } from './QueryState';

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Shown while loading, sized like the content. */
  skeleton: ReactNode;
  /** Hindi text of the failure (`LoadError`'s own when absent); a retry button comes with it. */
  errorMessage?: string;
  /** Hindi text for an answer with nothing in it; without it an empty answer goes to `children`. */
  empty?: string;
  /** What counts as nothing: an empty array unless told. */
  isEmpty?: (data: T) => boolean;
  /** Given, an HTTP 404 or an answer for which it is true shows the not-found page. */
  notFound?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One request's states: failure → the message with retry (or the not-found page for a 404 when
 * `notFound` is given), loading → skeleton, not found → `NotFound`, nothing → empty state, else the
 * content.
 */
export function QueryView<T>({
  query,
  skeleton,
  errorMessage,
  empty,
  isEmpty = emptyArray,
  notFound,
  children,
}: QueryViewProps<T>) {
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <NotFound />;
    return <LoadError message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isLoading || query.data === undefined) return <>{skeleton}</>;
  if (notFound?.(query.data)) return <NotFound />;
  if (empty !== undefined && isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
