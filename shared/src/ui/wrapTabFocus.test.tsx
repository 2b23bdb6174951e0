import { fireEvent, render, screen } from '@testing-library/react';
import { wrapTabFocus } from './wrapTabFocus';

// jsdom lays nothing out: every element counts as shown.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterAll(() => jest.restoreAllMocks());

function Panel() {
  return (
    <dialog open aria-label="पैनल" onKeyDown={wrapTabFocus}>
      <button type="button">बंद करें</button>
      <a href="/">होम</a>
      <input type="radio" name="theme" aria-label="हल्का" />
      <input type="radio" name="theme" aria-label="गहरा" defaultChecked />
    </dialog>
  );
}

describe('Tab kept inside a dialog', () => {
  it('goes from the last stop (any radio of the last group) to the first, and back with Shift+Tab', () => {
    render(<Panel />);
    const close = screen.getByRole('button', { name: 'बंद करें' });
    const dark = screen.getByRole('radio', { name: 'गहरा' });
    dark.focus();
    fireEvent.keyDown(dark, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(dark).toHaveFocus();
  });

  it('leaves a Tab between stops to the browser', () => {
    render(<Panel />);
    const close = screen.getByRole('button', { name: 'बंद करें' });
    close.focus();
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
    expect(close).toHaveFocus();
  });
});
