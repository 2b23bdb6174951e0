/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { NATIVE_TAPS, pagePrograms } from './inlinePrograms';

const { copyAttr, copiedAttr, copiedMs, opensAttr, closesAttr, showsAttr } = NATIVE_TAPS;
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
  document.body.innerHTML = `<div id="root"><button id="copy" type="button" ${copyAttr}="${ADDRESS}">लिंक कॉपी करें</button><button id="other" type="button">x</button>
    <button id="menu" type="button" aria-expanded="false" ${opensAttr}="side-menu">मेन्यू</button>
    <dialog id="side-menu"><button id="close" type="button" ${closesAttr}="">बंद करें</button><a id="link" href="#national">राष्ट्रीय</a></dialog>
    <img id="story-photo" src="/uploads/stories/one.jpg" alt="">
    <button id="next" type="button" ${showsAttr}="story-photo" ${showsAttr}-src="/uploads/stories/two.jpg">›</button>
    <button id="prev" type="button" ${showsAttr}="story-photo" ${showsAttr}-src="/uploads/stories/ten.jpg">‹</button></div>`;
});

const menu = () => document.getElementById('side-menu') as HTMLDialogElement;
const tap = (id: string) => (document.getElementById(id) as HTMLElement).click();

test(`a copy tap before the scripts copies the page's address and marks the page «Copied!» for ${copiedMs} ms`, async () => {
  button().click();
  await Promise.resolve();
  expect(writeText).toHaveBeenCalledWith(ADDRESS);
  expect(marked()).toBe(true);
  expect(reached).toEqual([]);
  jest.advanceTimersByTime(copiedMs - 1);
  expect(marked()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(marked()).toBe(false);
});

test('a copy the browser refuses marks nothing', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  button().click();
  await Promise.resolve();
  await Promise.resolve();
  expect(marked()).toBe(false);
});

test('once React handles the button, and for any other button, the tap goes on untouched', () => {
  Object.assign(button(), { __reactFiber$x: {} });
  button().click();
  (document.getElementById('other') as HTMLButtonElement).click();
  expect(writeText).not.toHaveBeenCalled();
  expect(reached).toEqual(['copy', 'other']);
});

test('the menu button opens the menu (in the page, closed) before the scripts, and says so; its close button closes it', () => {
  tap('menu');
  expect(menu().open).toBe(true);
  expect(document.getElementById('menu')).toHaveAttribute('aria-expanded', 'true');
  expect(reached).toEqual([]);
  tap('close');
  expect(menu().open).toBe(false);
  expect(document.getElementById('menu')).toHaveAttribute('aria-expanded', 'false');
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

test("a slider arrow's tap before the scripts shows the story it leads to at once, the first time only, and goes on to be replayed", () => {
  const photo = () => (document.getElementById('story-photo') as HTMLImageElement).getAttribute('src');
  Object.assign(document.getElementById('prev') as HTMLElement, { __reactFiber$x: {} });
  tap('prev');
  expect(photo()).toBe('/uploads/stories/one.jpg');
  tap('next');
  expect(photo()).toBe('/uploads/stories/two.jpg');
  // The replay clicks it once for React, which moves to that story: a second tap before then changes
  // nothing here, so the picture never runs ahead of the story React will show.
  document.body.innerHTML = document.body.innerHTML.replace('two.jpg" alt', 'one.jpg" alt');
  tap('next');
  expect(photo()).toBe('/uploads/stories/one.jpg');
  expect(reached).toEqual(['prev', 'next', 'next']);
});
