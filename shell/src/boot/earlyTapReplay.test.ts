/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { PENDING_MARK, TAPPED_PRESSED_MARK } from '@janmat/shared';
import { LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { BOOT_SETTINGS, pagePrograms } from './inlinePrograms';

const { replayCheckMs: REPLAY_CHECK_MS, replayGiveUpMs: REPLAY_GIVE_UP_MS } = BOOT_SETTINGS;

/** What React does when it hydrates an element: it keeps its fiber on it. */
const hydrate = (id: string) => Object.assign(element(id), { __reactFiber$x: {} });
const element = (id: string) => document.getElementById(id) as HTMLButtonElement;

/** Clicks that reached the page (React listens on its root), by the id of their target. */
const reached: string[] = [];
/** Whether each of them came with its default already held back. */
const heldBack: boolean[] = [];

/** A tap on `id`; answers whether its default was held back. */
function tap(id: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element(id).dispatchEvent(event);
  return event.defaultPrevented;
}

beforeAll(() => {
  jest.useFakeTimers();
  // The replay is the page's inline script (as built): it runs once per page.
  // biome-ignore lint/security/noGlobalEval: the replay runs as the page's inline script does
  globalThis.eval(pagePrograms().programs.earlyTapReplay.source);
});
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  reached.length = 0;
  heldBack.length = 0;
  document.getElementById('root')?.remove();
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="root"><form><button id="send">भेजें</button><button id="live">ok</button>
      <button id="off" disabled>x</button><a id="link" href="#top">ऊपर</a></form></div>`,
  );
  document.getElementById('root')?.addEventListener('click', (event) => {
    reached.push((event.target as HTMLElement).id);
    heldBack.push(event.defaultPrevented);
    event.preventDefault();
  });
});

test('a tap on a button React does not handle yet is held back, and answered once React handles it', () => {
  hydrate('live');
  expect(tap('send')).toBe(true);
  expect(tap('send')).toBe(true); // tapped again while it waits: counts once
  tap('live');
  tap('link');
  expect(reached).toEqual(['live', 'link']);

  jest.advanceTimersByTime(REPLAY_CHECK_MS * 4);
  expect(reached).toEqual(['live', 'link']);
  hydrate('send');
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  expect(reached).toEqual(['live', 'link', 'send']);
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect(reached).toEqual(['live', 'link', 'send']);
});

test('a kept tap marks its button busy at once, until it is answered or dropped', () => {
  const marks = (id: string) => [element(id).hasAttribute(PENDING_MARK), element(id).getAttribute('aria-busy')];
  tap('send');
  tap('live');
  expect(marks('send')).toEqual([true, 'true']);
  hydrate('send');
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  expect(reached).toEqual(['send']);
  expect(marks('send')).toEqual([false, null]);
  expect(marks('live')).toEqual([true, 'true']);
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect(marks('live')).toEqual([false, null]);
});

test('a submit button still not handled when the wait is over lets its form post itself, as without scripts', () => {
  tap('send');
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS - REPLAY_CHECK_MS);
  expect(reached).toEqual([]);
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  // The click goes on to the page, and its default (the form's post) is not held back here.
  expect(reached).toEqual(['send']);
  expect(heldBack).toEqual([false]);
  expect(element('send').hasAttribute(PENDING_MARK)).toBe(false);
});

test("a button the browser answers itself is left to it: a popover's, or a dialog command's", () => {
  document
    .getElementById('root')
    ?.insertAdjacentHTML(
      'beforeend',
      '<button id="pop" type="button" popovertarget="panel">खोजें</button><div id="panel" popover></div>',
    );
  tap('pop');
  // Not kept: it goes on its way (the browser opens the popover after it).
  expect(reached).toEqual(['pop']);
  expect(element('pop').hasAttribute(PENDING_MARK)).toBe(false);
});

test('a kept tap is dropped when its button leaves the page, is disabled, or is never handled', () => {
  tap('send');
  tap('live');
  element('live').disabled = true;
  hydrate('live');
  element('send').remove();
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect(reached).toEqual([]);

  element('live').disabled = false;
  document.getElementById('root')?.insertAdjacentHTML('beforeend', '<button id="late">बाद में</button>');
  tap('late');
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  hydrate('late');
  jest.advanceTimersByTime(REPLAY_GIVE_UP_MS);
  expect(reached).toEqual([]);
});

test('a toggle is replayed while it shows what was tapped, and not once it shows the other state', () => {
  document
    .getElementById('root')
    ?.insertAdjacentHTML(
      'beforeend',
      '<button id="follow" type="button" aria-pressed="false">फ़ॉलो करें</button>' +
        '<button id="followed" type="button" aria-pressed="false">फ़ॉलो करें</button>',
    );
  tap('follow');
  tap('followed');
  // React comes: the reader already follows the second topic, so that button now says so.
  element('followed').setAttribute('aria-pressed', 'true');
  hydrate('follow');
  hydrate('followed');
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  expect(reached).toEqual(['follow']);
  expect(element('followed').hasAttribute(PENDING_MARK)).toBe(false);
});

test('a toggle replayed carries, for its click only, what it showed when tapped', () => {
  document
    .getElementById('root')
    ?.insertAdjacentHTML('beforeend', '<button id="toggle" type="button" aria-pressed="false">फ़ॉलो करें</button>');
  const seen: (string | null)[] = [];
  for (const id of ['toggle', 'live']) {
    element(id).addEventListener('click', (event) => {
      seen.push((event.currentTarget as Element).getAttribute(TAPPED_PRESSED_MARK));
    });
  }
  tap('toggle');
  tap('live');
  expect(seen).toEqual([]);
  hydrate('toggle');
  hydrate('live');
  jest.advanceTimersByTime(REPLAY_CHECK_MS);
  // The toggle's handler can tell what the reader tapped; a plain button carries nothing.
  expect(seen).toEqual(['false', null]);
  expect(element('toggle').hasAttribute(TAPPED_PRESSED_MARK)).toBe(false);
});

test('on a page that boots nothing (a copy read offline) a tap is not kept: the form posts at once', () => {
  document.documentElement.setAttribute(LITE_PAGE_MARK, '');
  try {
    tap('send');
    expect(reached).toEqual(['send']);
    expect(heldBack).toEqual([false]);
    expect(element('send').hasAttribute(PENDING_MARK)).toBe(false);
  } finally {
    document.documentElement.removeAttribute(LITE_PAGE_MARK);
  }
});
