import { EARLY_CLICKS_GLOBAL } from '@janmat/shared';
import { REPLAY_CHECK_MS, REPLAY_GIVE_UP_MS, replayEarlyClicks } from './replayEarlyClicks';

type Store = Record<string, { push(button: HTMLButtonElement): void } | HTMLButtonElement[] | undefined>;
const store = window as unknown as Store;

/** What React does when it hydrates an element: its fiber is kept on it. */
const hydrate = (element: Element) => Object.assign(element, { __reactFiber$abc: {} });

function button(): { element: HTMLButtonElement; clicks: () => number } {
  const element = document.createElement('button');
  document.body.append(element);
  let count = 0;
  element.addEventListener('click', () => {
    count += 1;
  });
  return { element, clicks: () => count };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  delete store[EARLY_CLICKS_GLOBAL];
});
afterEach(() => jest.useRealTimers());

test('a button tapped before the scripts ran is clicked once React handles it, once however often it was tapped', () => {
  const tapped = button();
  store[EARLY_CLICKS_GLOBAL] = [tapped.element, tapped.element];
  replayEarlyClicks();
  jest.advanceTimersByTime(REPLAY_CHECK_MS * 3);
  expect(tapped.clicks()).toBe(0);
  hydrate(tapped.element);
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  expect(tapped.clicks()).toBe(1);
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect(tapped.clicks()).toBe(1);
});

test('a tap kept after start-up (its part of the page not hydrated yet) is clicked the same way', () => {
  replayEarlyClicks();
  const tapped = button();
  hydrate(tapped.element);
  (store[EARLY_CLICKS_GLOBAL] as { push(b: HTMLButtonElement): void }).push(tapped.element);
  expect(tapped.clicks()).toBe(1);
});

test('a button that left the page, was disabled, or is never handled is not clicked', () => {
  const [gone, disabled, never] = [button(), button(), button()];
  store[EARLY_CLICKS_GLOBAL] = [gone.element, disabled.element, never.element];
  replayEarlyClicks();
  gone.element.remove();
  disabled.element.disabled = true;
  hydrate(gone.element);
  hydrate(disabled.element);
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  hydrate(never.element);
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect([gone.clicks(), disabled.clicks(), never.clicks()]).toEqual([0, 0, 0]);
});
