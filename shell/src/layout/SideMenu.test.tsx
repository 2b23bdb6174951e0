import type { PortalStore } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { primedStore } from '../test/portal';
import { Header } from './Header';

let store: PortalStore;
beforeEach(async () => {
  store = await primedStore();
});

async function openMenu() {
  const user = userEvent.setup();
  renderWithPortal(
    <>
      <Header />
      <p>पेज का बाकी हिस्सा</p>
    </>,
    { store },
  );
  const button = screen.getByRole('button', { name: 'मेन्यू' });
  await user.click(button);
  return { user, button, menu: await screen.findByRole('dialog', { name: 'मेन्यू' }) };
}

test('lists home, the categories except state, trending and social links', async () => {
  const { menu } = await openMenu();
  const links = within(menu).getAllByRole('link');
  const byName = (name: string) => links.find((link) => link.textContent === name);
  expect(byName('होम')).toHaveAttribute('href', '/');
  expect(byName('राष्ट्रीय')).toHaveAttribute('href', '/news/national');
  expect(byName('अंतरराष्ट्रीय')).toHaveAttribute('href', '/news/international');
  expect(byName('राज्य')).toBeUndefined();
  expect(byName('चुनाव')).toHaveAttribute('href', '/news/trending/election');
  expect(within(menu).getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
});

test('offers the theme and the text size under «दिखावट», applied to the page at once', async () => {
  const { user, menu } = await openMenu();
  const appearance = within(menu).getByRole('region', { name: 'दिखावट' });
  await user.click(await within(appearance).findByRole('radio', { name: 'गहरा' }));
  await user.click(within(appearance).getByRole('radio', { name: 'बड़े अक्षर' }));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(document.documentElement).toHaveAttribute('data-text-size', 'large');
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-text-size');
  localStorage.clear();
});

test('locks page scrolling and takes focus while open', async () => {
  const { menu } = await openMenu();
  expect(document.documentElement.style.overflow).toBe('hidden');
  expect(menu).toContainElement(document.activeElement as HTMLElement);
});

test('opens as a modal dialog, its close button first: the page behind is inert, Tab stays inside', async () => {
  const { menu } = await openMenu();
  expect(menu.tagName).toBe('DIALOG');
  expect(menu).toHaveAttribute('open');
  expect(menu).toHaveAttribute('id', 'side-menu');
  expect(within(menu).getByRole('button', { name: 'मेन्यू बंद करें' })).toHaveFocus();
});

test('Escape closes it, unlocks scrolling and returns focus to the menu button', async () => {
  const { user, button } = await openMenu();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('');
  expect(button).toHaveFocus();
});

test('a click outside the panel (on the backdrop) closes it', async () => {
  const { user, button, menu } = await openMenu();
  await user.click(menu);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('a click inside that is not a link keeps it open', async () => {
  const { user, menu } = await openMenu();
  await user.click(within(menu).getByText('ट्रेंडिंग'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('following a link closes it', async () => {
  const { user, menu } = await openMenu();
  await user.click(within(menu).getByRole('link', { name: 'राष्ट्रीय' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('');
});

test('the close button closes it', async () => {
  const { user, button } = await openMenu();
  await user.click(screen.getByRole('button', { name: 'मेन्यू बंद करें' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
