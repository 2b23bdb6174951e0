import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { primedStore } from '../test/portal';
import { Header } from './Header';
import { LiteMode } from './liteMode';

test('shows the date in English, the logo, three named icon buttons and the profile link', async () => {
  renderWithPortal(<Header now={new Date(2026, 10, 21)} />, { store: await primedStore() });
  expect(screen.getByText('Saturday, 21 November 2026')).toHaveAttribute('datetime', '2026-11-21');
  expect(screen.getByRole('link', { name: 'जनमत — होम' })).toHaveAttribute('href', '/');
  for (const name of ['खोजें', 'सूचनाएं', 'मेन्यू']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  // A plain link: the browser follows it on the first tap, with or without the scripts.
  expect(screen.getByRole('link', { name: 'मेरा जनमत' })).toHaveAttribute('href', '/mera-janmat');
});

test.each([
  ['a page', false],
  ['a lite page, which runs no script', true],
])(
  'on %s the search button opens the search panel by itself (a popover): a GET form to the results page',
  async (_page, lite) => {
    renderWithPortal(
      <LiteMode.Provider value={lite}>
        <Header />
      </LiteMode.Provider>,
      { store: await primedStore() },
    );
    const button = screen.getByRole('button', { name: 'खोजें' });
    expect(button).toHaveAttribute('popovertarget', 'header-search');
    const panel = document.getElementById('header-search');
    expect(panel).toHaveAttribute('popover', 'auto');
    const form = screen.getByRole('search', { name: 'ख़बरें खोजें' });
    expect(panel).toContainElement(form);
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('combobox', { name: 'खोज के शब्द' })).toHaveAttribute('name', 'q');
  },
);

test("the menu button and the menu's close button command the dialog themselves, so they work without scripts", async () => {
  renderWithPortal(<Header />, { store: await primedStore() });
  const menu = screen.getByRole('button', { name: 'मेन्यू' });
  expect(menu).toHaveAttribute('command', 'show-modal');
  expect(menu).toHaveAttribute('commandfor', 'side-menu');
  const dialog = document.getElementById('side-menu');
  expect(dialog).toHaveAttribute('closedby', 'any');
  const close = dialog?.querySelector('button[command="close"]');
  expect(close).toHaveAttribute('commandfor', 'side-menu');
});

test('the menu button opens and closes the side menu', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Header />, { store: await primedStore() });
  const menu = screen.getByRole('button', { name: 'मेन्यू' });
  expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(menu);
  expect(await screen.findByRole('dialog', { name: 'मेन्यू' })).toBeInTheDocument();
  await user.click(menu);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
