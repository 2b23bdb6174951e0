import type { QueryState } from '@janmat/shared';
import { QueryView, Skeleton } from '@janmat/shared';
import type { ReactNode } from 'react';
import { Pager } from './Pager';

/** A newest-first page of a newsroom list (`{ data, next }`, like every newsroom list): its items and the `before` of the next (older) page. */
interface ListPage<T> {
  data: T[];
  next: number | null;
}

interface PagedQueryProps<T> {
  query: QueryState<ListPage<T>>;
  /** What an empty page says, in Hindi. */
  empty: string;
  /** The `before` of the page shown (undefined: the newest). */
  before: number | undefined;
  onPage: (before: number | undefined) => void;
  children: (items: T[]) => ReactNode;
}

/** One newsroom list: skeleton, failure with retry, empty text, the items, and paging under them. */
export function PagedQuery<T>({ query, empty, before, onPage, children }: PagedQueryProps<T>) {
  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />} isEmpty={(page) => page.data.length === 0} empty={empty}>
      {({ data, next }) => (
        <>
          {children(data)}
          <Pager before={before} next={next} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
