import { READER_KEYS } from '@janmat/shared/reader';
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
  expect(APPEARANCE_SCRIPT.length).toBeLessThan(1024);
  expect(APPEARANCE_SCRIPT).not.toMatch(/react|emotion/i);
});
