import type { FollowedTopic } from '@janmat/shared/reader';
import { useEffect, useRef, useState } from 'react';

/** Whether `element` starts below the bottom of the screen (so what is added there moves nothing seen). */
function belowTheScreen(element: HTMLElement | null | undefined): boolean {
  return element != null && element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Chooses, once the page runs and knows the reader follows something, the earliest of home's places
 * (in page order) that is still below the screen: the block of the reader's topics is added there, so
 * nothing the reader is looking at moves (CLS 0). A screen so tall that every place shows gets no
 * block on this visit. `place(i)` is the ref of the i-th place; `chosen` the index taken, or null.
 */
export function useFollowedPlace(
  follows: readonly FollowedTopic[],
  /** Whether the lists (and so the places) are on the page. */
  ready: boolean,
): { place: (index: number) => (element: HTMLDivElement | null) => void; chosen: number | null } {
  const places = useRef<(HTMLDivElement | null)[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [decided, setDecided] = useState(false);
  const following = follows.length > 0;
  useEffect(() => {
    if (!following || decided || !ready) return;
    setDecided(true);
    const index = places.current.findIndex(belowTheScreen);
    setChosen(index >= 0 ? index : null);
  }, [following, decided, ready]);
  const place = (index: number) => (element: HTMLDivElement | null) => {
    places.current[index] = element;
  };
  return { place, chosen: following ? chosen : null };
}
