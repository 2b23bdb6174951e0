import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

test('appears only after more than 300 px of scrolling', () => {
  render(<BackToTop />);
  expect(screen.queryByRole('button', { name: 'ऊपर जाएं' })).not.toBeInTheDocument();
  scrollTo(300);
  expect(screen.queryByRole('button', { name: 'ऊपर जाएं' })).not.toBeInTheDocument();
  scrollTo(301);
  expect(screen.getByRole('button', { name: 'ऊपर जाएं' })).toBeInTheDocument();
  scrollTo(120);
  expect(screen.queryByRole('button', { name: 'ऊपर जाएं' })).not.toBeInTheDocument();
});

test('scrolls the page back to the top', async () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollTo(800);
  render(<BackToTop />);
  await userEvent.click(screen.getByRole('button', { name: 'ऊपर जाएं' }));
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});
