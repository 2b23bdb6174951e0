import { ROUTES, useLocation } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { SearchPanel, SUGGEST_DELAY_MS } from './SearchPanel';

const SUGGESTIONS = [
  { name: 'संसद का शीतकालीन सत्र शुरू', type: 'national', url: 'sheetkalin-satra' },
  { name: 'शीतकालीन सत्र में विपक्ष का हंगामा', type: 'national', url: 'satra-hungama' },
  { name: 'विधानसभा का शीतकालीन सत्र', type: 'states', url: 'vidhansabha-satra' },
];

/** Where the reader is, with the query string. */
function At() {
  const { pathname, search } = useLocation();
  return <div data-testid="at">{pathname + search}</div>;
}

function open(answer: object = { data: SUGGESTIONS }) {
  jest.useFakeTimers();
  const api = mockApi({ '/api/search/suggest': answer });
  const hidePopover = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', { value: hidePopover, configurable: true });
  const view = renderWithPortal(
    <>
      <SearchPanel />
      <At />
    </>,
    { route: '/news', userOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { ...api, ...view, hidePopover };
}

const suggestCalls = (requested: () => string[]) =>
  requested().filter((path) => path.startsWith('/api/search/suggest'));

/** Waits for the navigation the panel starts after its event (React runs it on the faked timers, which waitFor moves on). */
const expectAt = (path: string) => waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(path));

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

describe('SearchPanel', () => {
  it('is a search landmark with a labelled combobox that has the focus', () => {
    open();
    const form = screen.getByRole('search', { name: 'ख़बरें खोजें' });
    expect(form).toHaveAttribute('action', ROUTES.search.path);
    const input = screen.getByRole('combobox', { name: 'खोज के शब्द' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for suggestions once the words have rested 250 ms, and tells screen readers how many came', async () => {
    const { user, requested } = open();
    await user.type(screen.getByRole('combobox'), 'sheetkalin satra');
    expect(suggestCalls(requested)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(SUGGEST_DELAY_MS - 1));
    expect(suggestCalls(requested)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('listbox', { name: 'सुझाई गई ख़बरें' })).toBeInTheDocument();
    expect(suggestCalls(requested)).toEqual(['/api/search/suggest?q=sheetkalin+satra']);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 सुझाव हैं');
  });

  it('says what a Latin query was read as above the suggestions («school → स्कूल»)', async () => {
    const { user } = open({ data: SUGGESTIONS, reading: 'स्कूल' });
    await user.type(screen.getByRole('combobox'), 'school');
    await act(async () => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const line = screen.getByText('→ स्कूल', { exact: false });
    expect(line).toHaveTextContent('school → स्कूल');
    expect(screen.getByText('school', { selector: 'span' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('listbox')).not.toContainElement(line);
  });

  it('shows no reading when the answer has none', async () => {
    const { user } = open();
    await user.type(screen.getByRole('combobox'), 'sheetkalin');
    await act(async () => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.queryByText('→', { exact: false })).not.toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys and opens the chosen story with Enter', async () => {
    const { user, hidePopover } = open();
    const input = screen.getByRole('combobox');
    await user.type(input, 'satra');
    await act(async () => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: SUGGESTIONS[1]!.name });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: SUGGESTIONS[2]!.name })).toHaveAttribute('aria-selected', 'true');
    // Past the last option the input itself is chosen, then the first option again.
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    await expectAt('/news/national/sheetkalin-satra');
    expect(hidePopover).toHaveBeenCalled();
  });

  it('goes to the results page with Enter when no suggestion is chosen, closing the panel with its field emptied', async () => {
    const { user, hidePopover } = open();
    await user.type(screen.getByRole('combobox'), 'chunav aayog{Enter}');
    await expectAt('/search?q=chunav+aayog');
    expect(hidePopover).toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('closes on Escape, words typed or not', async () => {
    const { user, hidePopover } = open();
    await user.type(screen.getByRole('combobox'), 'modi{Escape}');
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('opens a story clicked in the list', async () => {
    const { user } = open();
    await user.type(screen.getByRole('combobox'), 'vidhansabha');
    await act(async () => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
    await user.click(await screen.findByRole('option', { name: SUGGESTIONS[2]!.name }));
    await expectAt('/news/states/vidhansabha-satra');
  });

  it('is a popover with a close button of its own; the field is the one focused when it opens', () => {
    open();
    const panel = screen.getByRole('search').closest('[popover]');
    expect(panel).toHaveAttribute('popover', 'auto');
    const close = screen.getByRole('button', { name: 'खोज बंद करें' });
    expect(close).toHaveAttribute('popovertarget', panel?.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });
});
