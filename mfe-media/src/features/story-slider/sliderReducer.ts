/**
 * State of the story slider. A change of slide locks the slider until `unlock` (dispatched
 * SLIDE_LOCK_MS later by the hook), so a second change while switching is ignored.
 * `held` is a transient pause (pointer over the slide, finger on it); `stopped` is the reader's
 * own pause button.
 */
export interface SliderState {
  index: number;
  count: number;
  locked: boolean;
  held: boolean;
  stopped: boolean;
}

export type SliderAction =
  | { type: 'go'; to: number }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'unlock' }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'toggleStop' };

/** Wraps any index into 0..count-1 (so count → 0 and -1 → count-1). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initSlider({ count, initialIndex = 0 }: { count: number; initialIndex?: number }): SliderState {
  return { index: wrapIndex(initialIndex, count), count, locked: false, held: false, stopped: false };
}

function moveTo(state: SliderState, to: number): SliderState {
  const index = wrapIndex(to, state.count);
  if (state.locked || state.count < 2 || index === state.index) return state;
  return { ...state, index, locked: true };
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'go':
      return moveTo(state, action.to);
    case 'step':
      return moveTo(state, state.index + action.by);
    case 'unlock':
      return state.locked ? { ...state, locked: false } : state;
    case 'hold':
      return state.held ? state : { ...state, held: true };
    case 'release':
      return state.held ? { ...state, held: false } : state;
    case 'toggleStop':
      return { ...state, stopped: !state.stopped };
  }
}
