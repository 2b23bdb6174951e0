import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { primedStore } from '../test/portal';
import { Header } from './Header';
import { LiteMode } from './liteMode';

test('shows the date in English, the logo and four named icon buttons', async () => {
  renderWithPortal(<Header now={new Date(2026, 10, 21)} />, { store: await primedStore() });
  expect(screen.getByText('Saturday, 21 November 2026')).toHaveAttribute('datetime', '2026-11-21');
  expect(screen.getByRole('link', { name: 'जनमत — होम' })).toHaveAttribute('href', '/');
  for (const name of ['खोजें', 'सूचनाएं', 'प्रोफ़ाइल', 'मेन्यू']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
});

test('a lite page, which runs no script, has a search link to the results page instead of the button', async () => {
  renderWithPortal(
    <LiteMode.Provider value>
      <Header />
    </LiteMode.Provider>,
    { store: await primedStore() },
  );
  expect(screen.getByRole('link', { name: 'खोजें' })).toHaveAttribute('href', '/search');
  expect(screen.queryByRole('button', { name: 'खोजें' })).not.toBeInTheDocument();
});

test('the search button opens the search field; Escape closes it and gives the focus back', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Header />, { store: await primedStore() });
  const button = screen.getByRole('button', { name: 'खोजें' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(await screen.findByRole('search', { name: 'ख़बरें खोजें' })).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', 'header-search');
  expect(screen.getByRole('combobox', { name: 'खोज के शब्द' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the menu button opens and closes the side menu; notifications and profile do nothing', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Header />, { store: await primedStore() });
  await user.click(screen.getByRole('button', { name: 'सूचनाएं' }));
  await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const menu = screen.getByRole('button', { name: 'मेन्यू' });
  await user.click(menu);
  expect(await screen.findByRole('dialog', { name: 'मेन्यू' })).toBeInTheDocument();
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await user.click(menu);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});
