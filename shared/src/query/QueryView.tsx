import { css } from '@emotion/react';
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
  /**
   * While new arguments load (another page of a list, another filter), keep the previous arguments'
   * content on screen, dimmed and `aria-busy`, instead of the skeleton: for content that holds its
   * own controls (a pager), which must stay put and keep focus. The content then always sits in a
   * `div`.
   */
  keepPrevious?: boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

const content = css({ '&[aria-busy="true"]': { opacity: 0.6 } });

/**
 * One request's states: failure → the message with retry (or the not-found page for a 404 when
 * `notFound` is given), loading → skeleton, not found → `NotFound`, nothing → empty state, else the
 * content. Only the answer for the current arguments counts (`currentData`): when they change, the
 * skeleton shows until their answer comes, never the previous arguments' content as if it were
 * theirs (with `keepPrevious`, that content stays, marked busy).
 */
export function QueryView<T>({
  query,
  skeleton,
  errorMessage,
  empty,
  isEmpty = emptyArray,
  notFound,
  keepPrevious = false,
  children,
}: QueryViewProps<T>) {
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <NotFound />;
    return <LoadError message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const current = 'currentData' in query ? query.currentData : query.data;
  if (query.isLoading || current === undefined) {
    // Other arguments' answer is all there is: kept only when asked, and only as content, marked busy.
    const previous = keepPrevious ? query.data : undefined;
    if (previous === undefined || notFound?.(previous) || (empty !== undefined && isEmpty(previous))) {
      return <>{skeleton}</>;
    }
    return (
      <div css={content} aria-busy={true}>
        {children(previous)}
      </div>
    );
  }
  if (notFound?.(current)) return <NotFound />;
  if (empty !== undefined && isEmpty(current)) return <EmptyState>{empty}</EmptyState>;
  if (!keepPrevious) return <>{children(current)}</>;
  // The same element as the busy one above: React keeps the content (and the focus in it) in place.
  return (
    <div css={content} aria-busy={false}>
      {children(current)}
    </div>
  );
}
