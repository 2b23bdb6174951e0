import { KEPT_COPY_MARK } from '@janmat/shared/contracts';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { fakePush, removeFakePush } from '../../test/fakePush';
import { BellDialog } from './BellDialog';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';
import { BELL_TEXTS } from './bellTexts';

const API = { '/api/push/topics': [{ id: 'breaking', label: 'ब्रेकिंग' }] };

const renderDialog = (open: boolean) =>
  renderWithPortal(<BellDialog open={open} onClose={() => undefined} returnFocusTo={createRef()} />, { api: API });

afterEach(removeFakePush);

test('says what Janmat sends and how often, what is kept, and that notifications need JavaScript where none runs', async () => {
  fakePush();
  renderDialog(true);
  const dialog = screen.getByRole('dialog', { name: 'सूचनाएं' });
  expect(within(dialog).getByRole('heading', { name: BELL_TEXTS.title })).toBeInTheDocument();
  expect(within(dialog).getByText(BELL_TEXTS.what)).toBeInTheDocument();
  expect(within(dialog).getByText(BELL_TEXTS.howOften)).toBeInTheDocument();
  expect(within(dialog).getByText(BELL_TEXTS.needsScripts)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: BELL_TEXTS.privacyLink })).toHaveAttribute('href', '/privacy');
  // Its panel comes after (a chunk of its own).
  expect(await within(dialog).findByRole('checkbox', { name: 'ब्रेकिंग' })).toBeInTheDocument();
});

test('on a saved copy read offline it says a connection is needed, not JavaScript', () => {
  fakePush();
  renderDialog(true);
  const dialog = screen.getByRole('dialog', { name: 'सूचनाएं' });
  expect(within(dialog).getByText(BELL_TEXTS.offline)).not.toBeVisible();
  document.documentElement.setAttribute(KEPT_COPY_MARK, '');
  try {
    expect(within(dialog).getByText(BELL_TEXTS.offline)).toBeVisible();
    expect(within(dialog).getByText(BELL_TEXTS.needsScripts)).not.toBeVisible();
  } finally {
    document.documentElement.removeAttribute(KEPT_COPY_MARK);
  }
});

test('open, it shows the topics and the button that turns notifications on', async () => {
  fakePush();
  renderDialog(true);
  expect(await screen.findByRole('checkbox', { name: 'ब्रेकिंग' })).toBeChecked();
  expect(screen.getByRole('button', { name: BELL_PANEL_TEXTS.turnOn })).toBeEnabled();
});

test('closed, it is in the page with its texts, and asks the browser and the API nothing', () => {
  const push = fakePush();
  const { calls } = renderDialog(false);
  const dialog = document.getElementById('bell-dialog');
  expect(dialog).not.toHaveAttribute('open');
  expect(dialog).toHaveTextContent(BELL_TEXTS.what);
  expect(push.serviceWorker.getRegistration).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
});
