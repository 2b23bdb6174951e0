import { type RefObject, useEffect, useState } from 'react';
import { readySignal, renderPlace } from './readySignal';

/** How far outside the viewport a lazy slot starts loading: half a phone screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Calls `onNear` once the element comes within `NEAR_VIEWPORT_MARGIN` of the viewport (at once in a
 * browser without IntersectionObserver). Answers the function that stops watching.
 */
export function observeNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A promise that settles once the element comes within `NEAR_VIEWPORT_MARGIN` of the viewport, for
 * `LaterInBrowser`: undefined (the part at once) when not `enabled`, on the server, and in a browser
 * that cannot observe the viewport.
 */
export function useNearSignal(ref: RefObject<Element | null>, enabled: boolean): Promise<void> | undefined {
  const [near] = useState(() =>
    enabled && !renderPlace.server && typeof IntersectionObserver !== 'undefined' ? readySignal() : undefined,
  );
  useEffect(() => {
    const element = ref.current;
    if (!near || !element) return;
    return observeNearViewport(element, near.resolve);
  }, [near, ref]);
  return near?.promise;
}
