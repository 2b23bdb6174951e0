import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { story } from '../../test/fixtures';
import { StorySlider } from './StorySlider';
import { SLIDE_INTERVAL_MS } from './sliderTimings';

// The slider as the server sends it, hydrated later: its first move counts from when the reader saw
// it (its progress bar's clock), and a slide moved before the scripts stays where it is.
const stories = [story(1, 'election'), story(2, 'election'), story(4, 'election')];
const slider = (
  <MemoryRouter>
    <StorySlider stories={stories} heading="चुनाव — वेब स्टोरी" closeTo="/web-stories" />
  </MemoryRouter>
);

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const slideTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const picture = () => document.getElementById('story-photo') as HTMLImageElement;
const currentBar = () => document.querySelector('[data-state="current"]') as HTMLElement;

/** The server's slider in the page, its bar's animation `shownMs` along (what the browser reports). */
function served(shownMs: number | null) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(slider);
  document.body.append(root);
  Object.assign(currentBar(), { getAnimations: () => [{ currentTime: shownMs }] });
  return root;
}

async function hydrate(root: HTMLElement) {
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(root, slider, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test("the server's current bar names the next arrow, which the page's taps program taps when the bar is full", () => {
  served(0);
  expect(currentBar()).toHaveAttribute('data-end-taps', 'story-next');
  expect(document.getElementById('story-next')).toHaveAccessibleName('अगली स्टोरी');
  expect(document.querySelectorAll('[data-end-taps]')).toHaveLength(1);
});

test(`hydrated ${3000} ms after the slide was shown, it moves ${SLIDE_INTERVAL_MS - 3000} ms later: ${SLIDE_INTERVAL_MS} ms from what the reader saw`, async () => {
  const root = served(3000);
  await hydrate(root);
  wait(SLIDE_INTERVAL_MS - 3000 - 1);
  expect(slideTitle()).toBe('स्टोरी 1');
  wait(1);
  expect(slideTitle()).toBe('स्टोरी 2');
  // The next slides have their whole time.
  wait(SLIDE_INTERVAL_MS - 1);
  expect(slideTitle()).toBe('स्टोरी 2');
  wait(1);
  expect(slideTitle()).toBe('स्टोरी 4');
});

test('hydrated after the bar was full, it moves at once', async () => {
  const root = served(SLIDE_INTERVAL_MS + 1800);
  await hydrate(root);
  wait(0);
  expect(slideTitle()).toBe('स्टोरी 2');
});

test('where the browser cannot tell how long the slide was shown, it gives the slide its whole time', async () => {
  const root = served(null);
  await hydrate(root);
  wait(SLIDE_INTERVAL_MS - 1);
  expect(slideTitle()).toBe('स्टोरी 1');
  wait(1);
  expect(slideTitle()).toBe('स्टोरी 2');
});

test('a slide moved before the scripts stays where it is: no move on the old clock, the replayed tap moves it once', async () => {
  const root = served(SLIDE_INTERVAL_MS + 500);
  // The page's taps program showed the next story's picture (a tap on the arrow, or the bar's end).
  picture().src = stories[1]?.photo ?? '';
  // React (in development) notes the picture the page changed, and leaves it: the only difference.
  const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await hydrate(root);
  expect(mismatch).toHaveBeenCalledTimes(1);
  expect(String(mismatch.mock.calls[0]?.slice(1))).toContain(`src="${stories[1]?.photo}"`);
  mismatch.mockRestore();
  wait(100);
  expect(slideTitle()).toBe('स्टोरी 1');
  expect(picture().getAttribute('src')).toBe(stories[1]?.photo);
  // The early-tap replay clicks the arrow for React.
  fireEvent.click(screen.getByRole('button', { name: 'अगली स्टोरी' }));
  expect(slideTitle()).toBe('स्टोरी 2');
  expect(picture().getAttribute('src')).toBe(stories[1]?.photo);
  wait(SLIDE_INTERVAL_MS - 1);
  expect(slideTitle()).toBe('स्टोरी 2');
  wait(1);
  expect(slideTitle()).toBe('स्टोरी 4');
});
