/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import type { BootHook } from '../boot/bootLoader';
import { BOOT_SETTINGS } from '../boot/bootSettings';
import { ISLANDS_MARK, startIslands } from './startIslands';

const hook = (firstTouch: Element | null): BootHook => {
  const value = { firstTouch, askApp: jest.fn() };
  Object.assign(window, { [BOOT_SETTINGS.hookName]: value });
  return value;
};

beforeEach(() => {
  document.documentElement.removeAttribute(ISLANDS_MARK);
  document.body.innerHTML = `<header><time>Monday, 1 January 2024</time></header>
    <main><p id="text">words</p><form><input id="option" type="radio" name="o"></form></main>`;
});

test('a first touch on a section control brings the app at once, with its files', () => {
  const boot = hook(document.getElementById('option'));
  const mountApp = jest.fn(async () => undefined);
  startIslands(mountApp, async () => undefined);
  expect(mountApp).toHaveBeenCalledTimes(1);
  expect(boot.askApp).toHaveBeenCalled();
  expect(document.documentElement.hasAttribute(ISLANDS_MARK)).toBe(false);
});

test('any other first touch leaves the page islands, with the reader’s date, until a section control is reached', () => {
  const boot = hook(document.getElementById('text'));
  const mountApp = jest.fn(async () => undefined);
  startIslands(mountApp, async () => undefined);
  expect(document.documentElement.hasAttribute(ISLANDS_MARK)).toBe(true);
  expect(document.querySelector('header time')?.textContent).not.toBe('Monday, 1 January 2024');
  document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(mountApp).not.toHaveBeenCalled();
  document.getElementById('option')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  document.getElementById('option')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(mountApp).toHaveBeenCalledTimes(1);
  expect(boot.askApp).toHaveBeenCalledTimes(1);
  expect(document.documentElement.hasAttribute(ISLANDS_MARK)).toBe(false);
});
