/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://janmat.test/"}
 */
/// <reference lib="dom" />
import { NATIVE_TAPS, pagePrograms } from './inlinePrograms';

const { pendingAttr, leavingMs } = NATIVE_TAPS;

beforeAll(() => {
  jest.useFakeTimers();
  // biome-ignore lint/security/noGlobalEval: the program runs as the page's inline script does
  globalThis.eval(pagePrograms().programs.nativeTaps.source);
  // The test's document goes nowhere (jsdom loads no page): the browser's part, after the page's.
  addEventListener('click', (event) => event.preventDefault());
});
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  document.body.innerHTML = `<main>
    <a id="more" href="/news/national">सभी देखें</a>
    <a id="routed" href="/news/state">राज्य</a>
    <a id="away" href="https://example.com/">बाहर</a>
    <a id="tab" href="/about" target="_blank">नया टैब</a>
    <a id="file" href="/feed.xml" download>फ़ाइल</a>
    <a id="here" href="/#main">मुख्य भाग</a></main>`;
  // A router's link: it answers the tap in the page itself.
  document.getElementById('routed')?.addEventListener('click', (event) => event.preventDefault());
});

const busy = (id: string) => {
  const link = document.getElementById(id);
  return [link?.hasAttribute(pendingAttr), link?.getAttribute('aria-busy')];
};

const tap = (id: string, init: MouseEventInit = {}) =>
  document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

test('a tap on a link that loads another page shows at once that it is taken', () => {
  tap('more');
  expect(busy('more')).toEqual([true, 'true']);
});

test.each([
  ['answered by the page itself (a router)', 'routed', {}],
  ['to another site', 'away', {}],
  ['to a new tab', 'tab', {}],
  ['a download', 'file', {}],
  ['to a place on this page', 'here', {}],
  ['with a modifier key (a new tab or window)', 'more', { ctrlKey: true }],
  ['with another button', 'more', { button: 1 }],
])('a link %s is not marked', (_, id, init) => {
  tap(id, init);
  expect(busy(id)).toEqual([false, null]);
});

test(`the mark goes after ${leavingMs} ms: a load the reader stopped leaves the page as it was`, () => {
  tap('more');
  jest.advanceTimersByTime(leavingMs - 1);
  expect(busy('more')).toEqual([true, 'true']);
  jest.advanceTimersByTime(1);
  expect(busy('more')).toEqual([false, null]);
});

test('a page come back from the back-forward cache shows no mark', () => {
  tap('more');
  dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(busy('more')).toEqual([false, null]);
});
