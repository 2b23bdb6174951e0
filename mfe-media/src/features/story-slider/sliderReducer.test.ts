import { initSlider, sliderReducer, wrapIndex } from './sliderReducer';

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('sliderReducer', () => {
  it('locks after a change and ignores the next one until unlocked', () => {
    const moved = sliderReducer(initSlider({ count: 3 }), { type: 'step', by: 1 });
    expect(moved).toMatchObject({ index: 1, locked: true });
    expect(sliderReducer(moved, { type: 'go', to: 2 }).index).toBe(1);
    const unlocked = sliderReducer(moved, { type: 'unlock' });
    expect(sliderReducer(unlocked, { type: 'go', to: 2 }).index).toBe(2);
  });

  it('does not lock when asked for the slide already shown', () => {
    const state = initSlider({ count: 3, initialIndex: 1 });
    expect(sliderReducer(state, { type: 'go', to: 1 })).toBe(state);
  });

  it('starts inside the range even for an out-of-range start', () => {
    expect(initSlider({ count: 3, initialIndex: 4 }).index).toBe(1);
  });
});
