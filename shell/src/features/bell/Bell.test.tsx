import { createPortalStore } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Bell } from './Bell';
import { BELL_TEXTS } from './bellTexts';

const API = { '/api/push/topics': [{ id: 'breaking', label: 'ब्रेकिंग' }] };

test('the bell commands its dialog itself, so it opens before any script and without one', () => {
  renderWithPortal(<Bell />, { api: API });
  const bell = screen.getByRole('button', { name: 'सूचनाएं' });
  expect(bell).toHaveAttribute('command', 'show-modal');
  expect(bell).toHaveAttribute('commandfor', 'bell-dialog');
  expect(bell).toHaveAttribute('data-opens', 'bell-dialog');
  expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  const dialog = document.getElementById('bell-dialog');
  expect(dialog).not.toHaveAttribute('open');
  expect(dialog).toHaveAttribute('closedby', 'any');
  expect(dialog?.querySelector('button[command="close"]')).toHaveAttribute('commandfor', 'bell-dialog');
});

test('a tap opens the dialog and its close button closes it, giving the focus back to the bell', async () => {
  const { user } = renderWithPortal(<Bell />, { api: API });
  const bell = screen.getByRole('button', { name: 'सूचनाएं' });
  await user.click(bell);
  expect(await screen.findByRole('dialog', { name: 'सूचनाएं' })).toHaveAttribute('open');
  await user.click(screen.getByRole('button', { name: BELL_TEXTS.close }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});

test('a dialog the page opened before the scripts ran stays open once React has hydrated it', async () => {
  mockApi(API);
  const ui = (store = createPortalStore()) => (
    <Provider store={store}>
      <MemoryRouter>
        <Bell />
      </MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  document.body.append(container);
  const served = document.getElementById('bell-dialog') as HTMLDialogElement;
  served.showModal();
  // React's development build notes the `open` the page added; the page is kept as it is.
  const noted = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, ui(), { onRecoverableError: recoverable });
  });
  noted.mockRestore();
  expect(recoverable).not.toHaveBeenCalled();
  expect(document.getElementById('bell-dialog')).toBe(served);
  expect(served).toHaveAttribute('open');
  expect(screen.getByText(BELL_TEXTS.what)).toBeVisible();
  container.remove();
});
