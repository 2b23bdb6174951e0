import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { APPEARANCE_NOT_KEPT, AppearanceControls } from './AppearanceControls';
import { READER_KEYS } from './readerKeys';

const html = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(READER_KEYS.appearance) ?? 'null');

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-text-size');
  jest.restoreAllMocks();
});

describe('AppearanceControls', () => {
  it('offers the theme and the text size as two radio groups, the defaults checked', () => {
    render(<AppearanceControls />);
    const themes = screen.getByRole('group', { name: 'रंग-रूप' });
    const sizes = screen.getByRole('group', { name: 'अक्षरों का आकार' });
    expect(themes).toContainElement(screen.getByRole('radio', { name: 'हल्का' }));
    expect(themes).toContainElement(screen.getByRole('radio', { name: 'गहरा' }));
    expect(screen.getByRole('radio', { name: 'डिवाइस जैसा' })).toBeChecked();
    expect(sizes).toContainElement(screen.getByRole('radio', { name: 'छोटे अक्षर' }));
    expect(sizes).toContainElement(screen.getByRole('radio', { name: 'बड़े अक्षर' }));
    expect(screen.getByRole('radio', { name: 'सामान्य अक्षर' })).toBeChecked();
  });

  it("renders the defaults on the server (disabled until the scripts run) whatever the reader chose, and the reader's choice in the browser", () => {
    localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'dark', textSize: 'large' }));
    const server = document.createElement('div');
    server.innerHTML = renderToString(<AppearanceControls />);
    const checked = Array.from(server.querySelectorAll<HTMLInputElement>('input[checked]'), (input) => input.value);
    expect(checked).toEqual(['system', 'normal']);
    expect(server.querySelectorAll('fieldset[disabled]')).toHaveLength(2);
    render(<AppearanceControls />);
    expect(screen.getByRole('radio', { name: 'गहरा' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'बड़े अक्षर' })).toBeChecked();
  });

  it('applies a choice to the page at once and keeps it in this browser', async () => {
    const user = userEvent.setup();
    render(<AppearanceControls />);
    await user.click(screen.getByRole('radio', { name: 'गहरा' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
    await user.click(screen.getByRole('radio', { name: 'बड़े अक्षर' }));
    expect(html).toHaveAttribute('data-text-size', 'large');
    expect(stored()).toEqual({ theme: 'dark', textSize: 'large' });
    await user.click(screen.getByRole('radio', { name: 'डिवाइस जैसा' }));
    await user.click(screen.getByRole('radio', { name: 'सामान्य अक्षर' }));
    expect(html).not.toHaveAttribute('data-theme');
    expect(html).not.toHaveAttribute('data-text-size');
    expect(stored()).toEqual({ theme: 'system', textSize: 'normal' });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is chosen with the keyboard, as any radio group', async () => {
    const user = userEvent.setup();
    render(<AppearanceControls />);
    await user.click(screen.getByRole('radio', { name: 'छोटे अक्षर' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'सामान्य अक्षर' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(html).toHaveAttribute('data-text-size', 'large');
  });

  it('says in Hindi when the browser refuses to keep the choice, and still applies it to this page', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<AppearanceControls />);
    await user.click(screen.getByRole('radio', { name: 'गहरा' }));
    expect(screen.getByRole('status')).toHaveTextContent(APPEARANCE_NOT_KEPT);
    expect(screen.getByRole('radio', { name: 'गहरा' })).toBeChecked();
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('shows a choice made in another tab', () => {
    render(<AppearanceControls />);
    act(() => {
      localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'light', textSize: 'small' }));
      window.dispatchEvent(new StorageEvent('storage', { key: READER_KEYS.appearance }));
    });
    expect(screen.getByRole('radio', { name: 'हल्का' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'छोटे अक्षर' })).toBeChecked();
  });
});
