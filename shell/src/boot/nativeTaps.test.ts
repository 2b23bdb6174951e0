/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { NATIVE_TAPS, pagePrograms } from './inlinePrograms';

const {
  copyAttr,
  copiedAttr,
  copyStatusAttr,
  copiedMs,
  opensAttr,
  closesAttr,
  showsAttr,
  endTapsAttr,
  toTopAttr,
  choosesOneAttr,
  filterKeyAttr,
  playsAttr,
} = NATIVE_TAPS;
const ADDRESS = 'https://janmat.test/news/rajasthan/some-story';
const writeText = jest.fn<Promise<void>, [string]>();
/** Clicks that went on to the page (the early-tap replay and React listen further on). */
const reached: string[] = [];

const button = () => document.getElementById('copy') as HTMLButtonElement;
const marked = () => document.documentElement.hasAttribute(copiedAttr);

beforeAll(() => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // biome-ignore lint/security/noGlobalEval: the program runs as the page's inline script does
  globalThis.eval(pagePrograms().programs.nativeTaps.source);
  document.addEventListener('click', (event) => reached.push((event.target as Element).id), true);
});
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  reached.length = 0;
  writeText.mockReset().mockResolvedValue(undefined);
  document.documentElement.removeAttribute(copiedAttr);
  document.body.innerHTML = `<div id="root"><p><button id="copy" type="button" ${copyAttr}="${ADDRESS}">लिंक कॉपी करें</button><span id="status" aria-live="polite" ${copyStatusAttr}></span></p><button id="other" type="button">x</button>
    <button id="menu" type="button" aria-haspopup="dialog" ${opensAttr}="side-menu">मेन्यू</button>
    <dialog id="side-menu"><button id="close" type="button" ${closesAttr}="">बंद करें</button><a id="link" href="#national">राष्ट्रीय</a></dialog>
    <img id="story-photo" src="/uploads/stories/one.jpg" alt="">
    <button id="next" type="button" ${showsAttr}="story-photo" ${showsAttr}-src="/uploads/stories/two.jpg">›</button>
    <button id="prev" type="button" ${showsAttr}="story-photo" ${showsAttr}-src="/uploads/stories/ten.jpg">‹</button>
    <span id="bar" ${endTapsAttr}="next"></span><span id="other-bar"></span>
    <button id="top" type="button" ${toTopAttr}="">ऊपर जाएं</button>
    <fieldset ${choosesOneAttr}="stories"><button id="all" type="button" value="" aria-pressed="true">सभी</button><button id="chunav" type="button" value="election" aria-pressed="false">चुनाव</button><button id="states" type="button" value="states" aria-pressed="false">राज्य</button></fieldset>
    <ul id="stories"><li id="s1" ${filterKeyAttr}="election">1</li><li id="s2" ${filterKeyAttr}="states">2</li><li id="s3" ${filterKeyAttr}="election">3</li></ul>
    <div><iframe id="player" title="वीडियो 1" hidden></iframe><button id="play" type="button" ${playsAttr}="https://www.youtube-nocookie.com/embed/x?autoplay=1">चलाएँ</button></div></div>`;
});

const menu = () => document.getElementById('side-menu') as HTMLDialogElement;
const tap = (id: string) => (document.getElementById(id) as HTMLElement).click();

const status = () => document.getElementById('status') as HTMLElement;

test(`a copy tap before the scripts copies the page's address and says «Copied!» (the live region's text) for ${copiedMs} ms`, async () => {
  button().click();
  await Promise.resolve();
  expect(writeText).toHaveBeenCalledWith(ADDRESS);
  expect(marked()).toBe(true);
  expect(document.documentElement.getAttribute(copiedAttr)).toBe(ADDRESS);
  expect(status().textContent).toBe('Copied!');
  expect(reached).toEqual([]);
  jest.advanceTimersByTime(copiedMs - 1);
  expect(marked()).toBe(true);
  expect(status().textContent).toBe('Copied!');
  jest.advanceTimersByTime(1);
  expect(marked()).toBe(false);
  expect(status().textContent).toBe('');
});

test('once React runs the live region (hydrated after the tap), its text is left to React; the mark still ends on time', async () => {
  button().click();
  await Promise.resolve();
  Object.assign(status(), { __reactFiber$x: {} });
  jest.advanceTimersByTime(copiedMs);
  expect(marked()).toBe(false);
  expect(status().textContent).toBe('Copied!');
});

test('a copy the browser refuses marks nothing', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  button().click();
  await Promise.resolve();
  await Promise.resolve();
  expect(marked()).toBe(false);
  expect(status().textContent).toBe('');
});

test('once React handles the button, and for any other button, the tap goes on untouched', () => {
  Object.assign(button(), { __reactFiber$x: {} });
  button().click();
  (document.getElementById('other') as HTMLButtonElement).click();
  expect(writeText).not.toHaveBeenCalled();
  expect(reached).toEqual(['copy', 'other']);
});

test('the menu button opens the menu (in the page, closed) before the scripts; its close button closes it', () => {
  tap('menu');
  expect(menu().open).toBe(true);
  expect(reached).toEqual([]);
  tap('close');
  expect(menu().open).toBe(false);
  expect(reached).toEqual([]);
});

test("a tap on the open menu's backdrop closes it; a link in it is left to the browser", () => {
  tap('menu');
  tap('link');
  expect(reached).toEqual(['link']);
  expect(menu().open).toBe(true);
  menu().click();
  expect(menu().open).toBe(false);
});

test('once React handles the menu button, the tap is left to it', () => {
  Object.assign(document.getElementById('menu') as HTMLElement, { __reactFiber$x: {} });
  tap('menu');
  expect(menu().open).toBe(false);
  expect(reached).toEqual(['menu']);
});

test("the slider's bar, ending before the scripts, taps the arrow it names: the next story shows, and the tap goes on to be replayed", () => {
  const photo = () => (document.getElementById('story-photo') as HTMLImageElement).getAttribute('src');
  document.getElementById('other-bar')?.dispatchEvent(new Event('animationend', { bubbles: true }));
  expect(reached).toEqual([]);
  document.getElementById('bar')?.dispatchEvent(new Event('animationend', { bubbles: true }));
  expect(photo()).toBe('/uploads/stories/two.jpg');
  expect(reached).toEqual(['next']);
  // Moved once: the replay keeps that tap for React, and the bar taps no more.
  document.getElementById('bar')?.dispatchEvent(new Event('animationend', { bubbles: true }));
  expect(reached).toEqual(['next']);
});

test("the bar's end taps nothing once the reader moved the slider before the scripts: that move stands", () => {
  tap('prev');
  expect(reached).toEqual(['prev']);
  document.getElementById('bar')?.dispatchEvent(new Event('animationend', { bubbles: true }));
  expect(reached).toEqual(['prev']);
  expect(document.getElementById('story-photo')).toHaveAttribute('src', '/uploads/stories/ten.jpg');
});

test("the bar's end taps nothing once React handles the arrow (React's own timer moves the slide)", () => {
  Object.assign(document.getElementById('next') as HTMLElement, { __reactFiber$x: {} });
  document.getElementById('bar')?.dispatchEvent(new Event('animationend', { bubbles: true }));
  expect(reached).toEqual([]);
  expect(document.getElementById('story-photo')).toHaveAttribute('src', '/uploads/stories/one.jpg');
});

test("a slider arrow's tap before the scripts shows the story it leads to at once, the first time only, and goes on to be replayed", () => {
  const photo = () => (document.getElementById('story-photo') as HTMLImageElement).getAttribute('src');
  Object.assign(document.getElementById('prev') as HTMLElement, { __reactFiber$x: {} });
  tap('prev');
  expect(photo()).toBe('/uploads/stories/one.jpg');
  tap('next');
  expect(photo()).toBe('/uploads/stories/two.jpg');
  // The replay clicks it once for React, which moves to that story: a second tap before then changes
  // nothing here, so the picture never runs ahead of the story React will show.
  (document.getElementById('story-photo') as HTMLImageElement).src = '/uploads/stories/one.jpg';
  tap('next');
  expect(photo()).toBe('/uploads/stories/one.jpg');
  expect(reached).toEqual(['prev', 'next', 'next']);
});

test('a filter tapped before the scripts shows as the chosen one at once, and goes on to be replayed; once React handles it, it is left to React', () => {
  const pressed = () => ['all', 'chunav'].map((id) => document.getElementById(id)?.getAttribute('aria-pressed'));
  const shown = () => ['s1', 's2', 's3'].filter((id) => !document.getElementById(id)?.hidden);
  tap('chunav');
  expect(pressed()).toEqual(['false', 'true']);
  // The list it names shows that category's items only, at once.
  expect(shown()).toEqual(['s1', 's3']);
  expect(reached).toEqual(['chunav']);
  Object.assign(document.getElementById('all') as HTMLElement, { __reactFiber$x: {} });
  tap('all');
  expect(pressed()).toEqual(['false', 'true']);
  expect(shown()).toEqual(['s1', 's3']);
});

test('a filter of empty value shows the whole list again', () => {
  const shown = () => ['s1', 's2', 's3'].filter((id) => !document.getElementById(id)?.hidden);
  tap('states');
  expect(shown()).toEqual(['s2']);
  tap('all');
  expect(shown()).toEqual(['s1', 's2', 's3']);
});

test("a video's play button tapped before the scripts gives the frame beside it the player's address and shows it in its place; the tap goes no further", () => {
  tap('play');
  const player = document.getElementById('player') as HTMLIFrameElement;
  expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x?autoplay=1');
  expect(player.hidden).toBe(false);
  expect((document.getElementById('play') as HTMLButtonElement).hidden).toBe(true);
  expect(document.activeElement).toBe(player);
  expect(reached).toEqual([]);
});

test('the page is marked past 300 px of scrolling, however it scrolled (every way fires scroll), and unmarked back above', () => {
  const scrolled = () => document.documentElement.hasAttribute(NATIVE_TAPS.scrolledAttr);
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  scrollTo(300);
  expect(scrolled()).toBe(false);
  scrollTo(301);
  expect(scrolled()).toBe(true);
  scrollTo(40);
  expect(scrolled()).toBe(false);
});

test('the back-to-top button takes the page to its top before the scripts, and is left to React once it runs', () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  tap('top');
  expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(reached).toEqual([]);
  Object.assign(document.getElementById('top') as HTMLElement, { __reactFiber$x: {} });
  tap('top');
  expect(scroll).toHaveBeenCalledTimes(1);
  expect(reached).toEqual(['top']);
  scroll.mockRestore();
});
