import { EARLY_CLICKS_GLOBAL } from '@janmat/shared';

/** How often a tapped button is checked, and for how long, until React handles it. */
export const REPLAY_CHECK_MS = 50;
export const REPLAY_GIVE_UP_MS = 10_000;

/**
 * React handles an element once it has hydrated it (or is hydrating it: a click then makes React
 * finish that part at once): it keeps its fiber on the element under `__reactFiber$…`. The boot
 * loader applies the same test when it decides to keep a tap.
 */
function handledByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

type EarlyClicks = { push(button: HTMLButtonElement): void };

/**
 * Clicks again, once React handles it, each button tapped before the page's scripts ran (kept by
 * the server-rendered page's boot loader), and every one tapped from now on before its part of the
 * page has hydrated: a tap on a slow phone is answered late rather than lost. A button tapped
 * twice while it waits is clicked once; one that leaves the page, is disabled, or is not handled
 * within `REPLAY_GIVE_UP_MS` is not clicked.
 */
export function replayEarlyClicks(win: Window = window): void {
  const store = win as unknown as Record<string, EarlyClicks | HTMLButtonElement[] | undefined>;
  const queued = store[EARLY_CLICKS_GLOBAL];
  const waiting = new Set<HTMLButtonElement>();
  const replay = (button: HTMLButtonElement) => {
    if (waiting.has(button)) return;
    waiting.add(button);
    const started = Date.now();
    const check = () => {
      if (!button.isConnected) {
        waiting.delete(button);
      } else if (handledByReact(button)) {
        waiting.delete(button);
        if (!button.disabled) button.click();
      } else if (Date.now() - started < REPLAY_GIVE_UP_MS) {
        setTimeout(check, REPLAY_CHECK_MS);
      } else {
        waiting.delete(button);
      }
    };
    check();
  };
  store[EARLY_CLICKS_GLOBAL] = { push: replay };
  if (Array.isArray(queued)) for (const button of queued) replay(button);
}
