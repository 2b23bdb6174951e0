import { act, fireEvent, renderHook } from '@testing-library/react';
import type { TouchEvent } from 'react';
import { useStorySlider } from './useStorySlider';

const touch = (clientX: number) => ({ touches: [{ clientX }], changedTouches: [{ clientX }] }) as unknown as TouchEvent;

function setup(count = 3, initialIndex = 0) {
  return renderHook(() => useStorySlider({ count, initialIndex }));
}

function swipe(result: ReturnType<typeof setup>['result'], from: number, to: number) {
  act(() => result.current.surfaceHandlers.onTouchStart(touch(from)));
  act(() => result.current.surfaceHandlers.onTouchEnd(touch(to)));
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** A `matchMedia` for prefers-reduced-motion whose answer the test can change. */
function fakeMotionQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => list });
  return {
    set(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useStorySlider auto-advance', () => {
  it('moves to the next slide after exactly 5000 ms', () => {
    const { result } = setup();
    wait(4999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
    wait(5000);
    expect(result.current.index).toBe(2);
  });

  it('gives the first slide only the time it has left since it was shown (asked once), the next ones their whole time', () => {
    const shownMs = jest.fn(() => 3500);
    const { result } = renderHook(() => useStorySlider({ count: 3, shownMs }));
    wait(1499);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
    wait(4999);
    expect(result.current.index).toBe(1);
    wait(1);
    expect(result.current.index).toBe(2);
    expect(shownMs).toHaveBeenCalledTimes(1);
  });

  it('wraps from the last slide to the first', () => {
    const { result } = setup(3, 2);
    wait(5000);
    expect(result.current.index).toBe(0);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const { result } = setup();
    wait(3000);
    act(() => result.current.surfaceHandlers.onMouseEnter());
    expect(result.current.paused).toBe(true);
    wait(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.surfaceHandlers.onMouseLeave());
    wait(1999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
  });

  it('pauses while a finger rests on the slide and resumes when it lifts', () => {
    const { result } = setup();
    act(() => result.current.surfaceHandlers.onTouchStart(touch(100)));
    wait(12000);
    expect(result.current.index).toBe(0);
    act(() => result.current.surfaceHandlers.onTouchEnd(touch(100)));
    expect(result.current.paused).toBe(false);
    wait(5000);
    expect(result.current.index).toBe(1);
  });

  it('ignores the mouse events a browser emulates right after a tap', () => {
    const { result } = setup();
    swipe(result, 100, 100);
    act(() => result.current.surfaceHandlers.onMouseEnter());
    expect(result.current.paused).toBe(false);
    wait(5000);
    expect(result.current.index).toBe(1);
  });

  it('stays put with the pause button until it is pressed again', () => {
    const { result } = setup();
    act(() => result.current.toggleStop());
    wait(15000);
    expect(result.current.index).toBe(0);
    expect(result.current.stopped).toBe(true);
    act(() => result.current.toggleStop());
    wait(5000);
    expect(result.current.index).toBe(1);
  });

  it('starts the full interval again after a manual change', () => {
    const { result } = setup();
    wait(4000);
    act(() => result.current.next());
    wait(4999);
    expect(result.current.index).toBe(1);
    wait(1);
    expect(result.current.index).toBe(2);
  });

  it('does not advance by itself under prefers-reduced-motion, and follows a change of the setting', () => {
    const motion = fakeMotionQuery(true);
    const { result } = setup();
    expect(result.current.autoAdvance).toBe(false);
    wait(30000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => motion.set(false));
    expect(result.current.autoAdvance).toBe(true);
    wait(5000);
    expect(result.current.index).toBe(2);
  });

  it('does not advance a single slide', () => {
    const { result } = setup(1);
    expect(result.current.autoAdvance).toBe(false);
    wait(10000);
    expect(result.current.index).toBe(0);
  });
});

describe('useStorySlider swipes', () => {
  it('does nothing for a 49 px swipe, nor for exactly 50 px', () => {
    const { result } = setup();
    swipe(result, 200, 151);
    expect(result.current.index).toBe(0);
    swipe(result, 200, 249);
    expect(result.current.index).toBe(0);
    swipe(result, 200, 150);
    expect(result.current.index).toBe(0);
  });

  it('goes to the next slide for a 51 px swipe to the left', () => {
    const { result } = setup();
    swipe(result, 200, 149);
    expect(result.current.index).toBe(1);
  });

  it('goes to the previous slide for a 51 px swipe to the right', () => {
    const { result } = setup(3, 1);
    swipe(result, 200, 251);
    expect(result.current.index).toBe(0);
  });
});

describe('useStorySlider lock and controls', () => {
  it('ignores a second change inside 500 ms and accepts one after it', () => {
    const { result } = setup(4);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    wait(499);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    wait(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
  });

  it('jumps to a chosen slide', () => {
    const { result } = setup(5);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });

  it('goes back from the first slide to the last', () => {
    const { result } = setup(3);
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
  });

  it('follows the arrow keys (Escape belongs to the dialog: StorySliderPage.test)', () => {
    const { result } = setup(3);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(result.current.index).toBe(1);
    wait(500);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(result.current.index).toBe(0);
  });
});
