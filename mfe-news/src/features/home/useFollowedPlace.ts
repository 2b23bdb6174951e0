import type { FollowedTopic } from '@janmat/shared/reader';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Where the reader's topics go on home: after the lead stories, after the last list, or nowhere this time. */
export type FollowedPlace = 'first' | 'last' | null;

/** Whether `element` starts below the bottom of the screen (so what is added there moves nothing seen). */
function belowTheScreen(element: HTMLElement | null): boolean {
  return element !== null && element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Chooses, once the page runs and knows the reader follows something, the first of two places on home
 * that is still below the screen: the block of the reader's topics is added there, so nothing the
 * reader is looking at moves (CLS 0). A screen so tall that both show gets no block on this visit.
 */
export function useFollowedPlace(
  follows: readonly FollowedTopic[],
  /** Whether the lists (and so the two places) are on the page. */
  ready: boolean,
): {
  first: RefObject<HTMLDivElement | null>;
  last: RefObject<HTMLDivElement | null>;
  place: FollowedPlace;
} {
  const first = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<FollowedPlace>(null);
  const [chosen, setChosen] = useState(false);
  const following = follows.length > 0;
  useEffect(() => {
    if (!following || chosen || !ready) return;
    setChosen(true);
    setPlace(belowTheScreen(first.current) ? 'first' : belowTheScreen(last.current) ? 'last' : null);
  }, [following, chosen, ready]);
  return { first, last, place: following ? place : null };
}
