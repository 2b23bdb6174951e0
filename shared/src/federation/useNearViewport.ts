import { type RefObject, useEffect, useState } from 'react';

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
 * Whether the element has come within `NEAR_VIEWPORT_MARGIN` of the viewport (it stays true after).
 * Always true when not `enabled`, and in a browser without IntersectionObserver. On the server it
 * is false, like a browser's first render, so the page hydrates without a difference.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(
    () => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return observeNearViewport(element, () => setNear(true));
  }, [near, ref]);
  return near;
}
