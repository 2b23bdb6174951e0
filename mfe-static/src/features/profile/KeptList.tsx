import { useHydrated } from '@janmat/shared';
import type { ReactNode } from 'react';
import { emptyCss, listCss } from './styles';

interface KeptListProps<T> {
  items: readonly T[];
  /** Tells the reader how to fill the list. */
  empty: string;
  /** A stable key of one item. */
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** Taken, not shown, while the page is the server's HTML: the reader's own list is not known yet. */
const unknown = { visibility: 'hidden' } as const;

/**
 * A list the reader keeps in this browser. The server's HTML (the same for every reader) has the empty
 * state, kept invisible until the page runs, so a reader with a list never sees it flash as empty.
 */
export function KeptList<T>({ items, empty, keyOf, children }: KeptListProps<T>) {
  const hydrated = useHydrated();
  if (items.length === 0)
    return (
      <p css={emptyCss} style={hydrated ? undefined : unknown}>
        {empty}
      </p>
    );
  return (
    <ul css={listCss}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
