import { type TouchEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { initSlider, sliderReducer } from './sliderReducer';
import { SLIDE_INTERVAL_MS, SLIDE_LOCK_MS, SWIPE_THRESHOLD_PX } from './sliderTimings';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Mouse events a browser emulates after a tap arrive within this time; they are not a hover. */
const EMULATED_MOUSE_MS = 800;

export interface StorySliderOptions {
  count: number;
  initialIndex?: number;
  /**
   * How long the first slide has been on screen already, asked once when the slider starts: a slider
   * served by the server was shown before its scripts ran, and its first move counts from then.
   */
  shownMs?: () => number;
}

export interface StorySlider {
  index: number;
  /** Paused by hover, touch or the pause button. */
  paused: boolean;
  /** Paused by the pause button. */
  stopped: boolean;
  /** Whether slides advance by themselves at all (not under reduced motion, not for one slide). */
  autoAdvance: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  toggleStop: () => void;
  /** Spread on the slide surface: hover and touch pause it, a swipe changes the slide. */
  surfaceHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
    onTouchCancel: () => void;
  };
}

/**
 * Timing and input logic of the story slider (spec §4, §9): auto-advance every SLIDE_INTERVAL_MS
 * with wrap-around, the first slide's time counted from when it was shown (`shownMs`), a pause that
 * keeps the time already shown (like the progress bar's paused animation), swipes beyond
 * SWIPE_THRESHOLD_PX, a SLIDE_LOCK_MS lock after each change, arrow keys.
 */
export function useStorySlider({ count, initialIndex = 0, shownMs }: StorySliderOptions): StorySlider {
  const [state, dispatch] = useReducer(sliderReducer, { count, initialIndex }, initSlider);
  const reducedMotion = usePrefersReducedMotion();
  const autoAdvance = !reducedMotion && count > 1;
  const paused = state.held || state.stopped;
  const running = autoAdvance && !paused;
  const { index, locked } = state;

  const alreadyShown = useRef(shownMs);
  const remaining = useRef<{ index: number; ms: number }>(undefined);
  // In the commit that shows the slide (a layout effect): its 5 s count from what the reader sees,
  // and a slide on screen always has its timer, not one a busy phone sets in a passive effect later.
  useLayoutEffect(() => {
    // Once, as the slider starts: the time its first slide has left.
    remaining.current ??= { index, ms: Math.max(0, SLIDE_INTERVAL_MS - (alreadyShown.current?.() ?? 0)) };
    if (!running) return;
    const ms = remaining.current.index === index ? remaining.current.ms : SLIDE_INTERVAL_MS;
    const started = Date.now();
    const timer = setTimeout(() => dispatch({ type: 'step', by: 1 }), ms);
    return () => {
      clearTimeout(timer);
      remaining.current = { index, ms: Math.max(0, ms - (Date.now() - started)) };
    };
  }, [running, index]);

  // In the commit that shows the new slide (a layout effect), so the 500 ms count from what the reader
  // sees, not from a passive effect that a busy phone runs later.
  useLayoutEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => dispatch({ type: 'unlock' }), SLIDE_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const next = useCallback(() => dispatch({ type: 'step', by: 1 }), []);
  const prev = useCallback(() => dispatch({ type: 'step', by: -1 }), []);
  const goTo = useCallback((to: number) => dispatch({ type: 'go', to }), []);
  const toggleStop = useCallback(() => dispatch({ type: 'toggleStop' }), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') dispatch({ type: 'step', by: 1 });
      else if (event.key === 'ArrowLeft') dispatch({ type: 'step', by: -1 });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const touchStartX = useRef<number | null>(null);
  const lastTouchAt = useRef(Number.NEGATIVE_INFINITY);
  const surfaceHandlers = {
    onMouseEnter: () => {
      if (Date.now() - lastTouchAt.current > EMULATED_MOUSE_MS) dispatch({ type: 'hold' });
    },
    onMouseLeave: () => dispatch({ type: 'release' }),
    onTouchStart: (event: TouchEvent) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
      dispatch({ type: 'hold' });
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      lastTouchAt.current = Date.now();
      dispatch({ type: 'release' });
      if (start === null || end === undefined) return;
      const dx = end - start;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX) dispatch({ type: 'step', by: dx < 0 ? 1 : -1 });
    },
    onTouchCancel: () => {
      touchStartX.current = null;
      dispatch({ type: 'release' });
    },
  };

  return { index, paused, stopped: state.stopped, autoAdvance, next, prev, goTo, toggleStop, surfaceHandlers };
}
