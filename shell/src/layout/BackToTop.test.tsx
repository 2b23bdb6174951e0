import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NATIVE_TAPS } from '../boot/inlinePrograms';
import { BackToTop } from './BackToTop';

const NAME = 'ऊपर जाएं';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
  document.documentElement.removeAttribute(NATIVE_TAPS.scrolledAttr);
});

const button = () => screen.queryByRole('button', { name: NAME });

test('appears only after more than 300 px of scrolling', () => {
  render(<BackToTop />);
  expect(button()).not.toBeInTheDocument();
  scrollTo(300);
  expect(button()).not.toBeInTheDocument();
  scrollTo(301);
  expect(button()).toBeInTheDocument();
  scrollTo(120);
  expect(button()).not.toBeInTheDocument();
});

test('scrolls the page back to the top', async () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollTo(800);
  render(<BackToTop />);
  await userEvent.click(screen.getByRole('button', { name: NAME }));
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

test("is the page's one button, shown by the mark the taps program sets before the scripts, and stays shown through hydration", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BackToTop />);
  document.body.append(container);
  const served = container.querySelector('button') as HTMLButtonElement;
  // The server's button carries what the taps program answers, and hides until the page is marked.
  expect(served).toHaveAttribute(NATIVE_TAPS.toTopAttr);
  expect(served).not.toBeVisible();
  // What the program does on a scroll past 300 px (a wheel, a key: no script has run).
  Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
  document.documentElement.setAttribute(NATIVE_TAPS.scrolledAttr, '');
  expect(served).toBeVisible();
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <BackToTop />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelectorAll('button')).toHaveLength(1);
  expect(container.querySelector('button')).toBe(served);
  expect(served).toBeVisible();
  scrollTo(100);
  expect(served).not.toBeVisible();
  container.remove();
});
