import { READER_KEYS, YOUR_TOPICS_ATTR } from '@janmat/shared/reader';
import { pagePrograms } from './inlinePrograms';

/** The program as pages get it (the build's, when the shell is built). */
const APPEARANCE_SCRIPT = pagePrograms().programs.appearance.source;

const html = document.documentElement;
const run = () => new Function(APPEARANCE_SCRIPT)();

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-text-size');
  jest.restoreAllMocks();
});

test("puts the reader's kept theme and text size on <html>", () => {
  localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'dark', textSize: 'large' }));
  run();
  expect(html).toHaveAttribute('data-theme', 'dark');
  expect(html).toHaveAttribute('data-text-size', 'large');
});

test('marks nothing for the defaults: the device says the theme, the size is normal', () => {
  localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'system', textSize: 'normal' }));
  run();
  expect(html).not.toHaveAttribute('data-theme');
  expect(html).not.toHaveAttribute('data-text-size');
});

test.each([
  ['no choice', null],
  ['text that is not JSON', '{"theme":'],
  ['an unknown theme', JSON.stringify({ theme: 'sepia', textSize: 'large' })],
  ['an unknown size', JSON.stringify({ theme: 'dark', textSize: 'huge' })],
  ['a bare word', JSON.stringify('dark')],
  ['null', 'null'],
  ['a list', JSON.stringify(['dark', 'large'])],
])('%s leaves the page as the server sent it', (_, text) => {
  if (text !== null) localStorage.setItem(READER_KEYS.appearance, text);
  expect(run).not.toThrow();
  expect(html).not.toHaveAttribute('data-theme');
  expect(html).not.toHaveAttribute('data-text-size');
});

test('a blocked storage leaves the defaults and breaks nothing', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(run).not.toThrow();
  expect(html).not.toHaveAttribute('data-theme');
});

test('follows a choice made in another tab', () => {
  run();
  localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'dark', textSize: 'small' }));
  window.dispatchEvent(new StorageEvent('storage', { key: READER_KEYS.appearance }));
  expect(html).toHaveAttribute('data-theme', 'dark');
  expect(html).toHaveAttribute('data-text-size', 'small');
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(html).not.toHaveAttribute('data-theme');
});

test('is a small script, with no code of the controls or of React', () => {
  // In every page's head: the theme, the text size and home's row of topics, under 1 KB gzipped.
  expect(APPEARANCE_SCRIPT.length).toBeLessThan(2048);
  expect(APPEARANCE_SCRIPT).not.toMatch(/react|emotion/i);
});

describe("home's row of the reader's topics", () => {
  const SPORTS = { kind: 'category', code: 'sports', name: 'खेल', path: '/news/sports' };
  const row = () => document.querySelector(`[${YOUR_TOPICS_ATTR}]`);
  afterEach(() => row()?.remove());

  test('is filled as the parser adds it, in the microtask before the browser renders it', async () => {
    localStorage.setItem(READER_KEYS.follows, JSON.stringify([SPORTS]));
    run();
    document.body.insertAdjacentHTML('beforeend', `<nav ${YOUR_TOPICS_ATTR}="/mera-janmat"></nav>`);
    expect(row()?.innerHTML).toBe('');
    await Promise.resolve();
    expect(Array.from(row()?.querySelectorAll('a') ?? [], (a) => a.getAttribute('href'))).toEqual([
      '/news/sports',
      '/mera-janmat',
    ]);
  });

  test('stays empty for a reader who follows nothing', async () => {
    run();
    document.body.insertAdjacentHTML('beforeend', `<nav ${YOUR_TOPICS_ATTR}="/mera-janmat"></nav>`);
    await Promise.resolve();
    expect(row()?.innerHTML).toBe('');
  });
});
