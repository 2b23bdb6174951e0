import { type ReactNode, Suspense, use, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';

export interface LaterInBrowserProps {
  /** Settles when the part may come to life; none on the server, which renders it at once. */
  ready: Promise<void> | undefined;
  /** Shown until then on a page rendered in the browser (sized like the part). A stable element. */
  fallback: ReactNode;
  /** The part: a stable element (not one built anew on every render). */
  children: ReactNode;
}

const noSubscription = () => () => undefined;

/** True on the server and while React hydrates what the server sent; false in a render of the browser's own. */
const useFromServer = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** Whether `ready` has settled, rendering again when it does. */
function useSettled(ready: Promise<void> | undefined): boolean {
  const [, settle] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let live = true;
    void ready?.then(() => live && settle());
    return () => {
      live = false;
    };
  }, [ready]);
  return ready === undefined || (ready as { status?: string }).status === 'fulfilled';
}

/** Waits (suspends) until `ready` settles: React keeps the server's HTML of the part meanwhile. */
function WaitFor({ ready, children }: { ready: Promise<void> | undefined; children: ReactNode }) {
  if (ready) use(ready);
  return children;
}

/**
 * A part of the page that the server renders whole and the browser brings to life later. On a page
 * the server rendered, its HTML stays as sent (visible, its links plain links) and React hydrates it
 * once `ready` settles, so the page below it never moves. On a page rendered in the browser,
 * `fallback` holds its place until then. The boundary is rendered again only when what it shows
 * changes: React would drop a waiting part's HTML if it received new props.
 */
export function LaterInBrowser({ ready, fallback, children }: LaterInBrowserProps) {
  const [hydrating] = useState(useFromServer());
  const show = useSettled(ready) || hydrating;
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        {show ? <WaitFor ready={hydrating ? ready : undefined}>{children}</WaitFor> : fallback}
      </Suspense>
    ),
    [show, hydrating, ready, fallback, children],
  );
}
