/// <reference lib="dom" />
import { ShareBar } from '@janmat/shared/share';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NATIVE_TAPS, pagePrograms } from './inlinePrograms';

// A journey through the page's taps program and the share bar it answers for: the reader copies the
// link before any script, the tap loads the scripts, React hydrates the bar a second later.
const writeText = jest.fn<Promise<void>, [string]>();
const bar = <ShareBar url="/news/rajasthan/satra" title="सत्र शुरू" />;
const PAGE = 'http://localhost/news/rajasthan/satra';

beforeAll(() => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // biome-ignore lint/security/noGlobalEval: the program runs as the page's inline script does
  globalThis.eval(pagePrograms().programs.nativeTaps.source);
});
afterAll(() => jest.useRealTimers());

const region = () => document.querySelector('[aria-live]') as HTMLElement;
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

async function tapCopy() {
  await act(async () => {
    (document.querySelector(`[${NATIVE_TAPS.copyAttr}]`) as HTMLButtonElement).click();
  });
}

test(`«Copied!» tapped before the scripts is said at once (the live region's text) and stays ${NATIVE_TAPS.copiedMs} ms through hydration`, async () => {
  writeText.mockResolvedValue(undefined);
  document.body.innerHTML = `<div id="root">${renderToString(bar)}</div>`;
  expect(region()).toHaveTextContent('');
  await tapCopy();
  expect(writeText).toHaveBeenCalledWith(PAGE);
  expect(region()).toHaveTextContent('Copied!');
  await wait(1000);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(document.getElementById('root') as HTMLElement, bar, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(region()).toHaveTextContent('Copied!');
  await wait(NATIVE_TAPS.copiedMs - 1000 - 1);
  expect(region()).toHaveTextContent('Copied!');
  await wait(1);
  expect(region()).toHaveTextContent('');
  // Hydrated: the next copy is React's own, with its own 2 s.
  await tapCopy();
  expect(writeText).toHaveBeenCalledTimes(2);
  expect(region()).toHaveTextContent('Copied!');
  await wait(NATIVE_TAPS.copiedMs);
  expect(region()).toHaveTextContent('');
});
