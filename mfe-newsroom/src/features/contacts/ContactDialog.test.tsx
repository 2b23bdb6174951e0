import { reply } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { ContactDialog } from './ContactDialog';
import type { InboxMessage } from './contactApi';

const MESSAGE: InboxMessage = {
  id: 5,
  name: 'सुनीता शर्मा',
  email: 'sunita@example.in',
  phone: '',
  subject: '',
  message: '<b>मोटा</b> पहली पंक्ति\nदूसरी पंक्ति',
  sentAt: '2026-11-20 09:58:00',
  receivedAt: '2026-11-20T04:30:00.000Z',
  handled: false,
  handledAt: null,
  handledBy: null,
};

function renderDialog(message = MESSAGE, api = {}) {
  const onChange = jest.fn();
  const onClose = jest.fn();
  const view = renderDesk(<ContactDialog message={message} onChange={onChange} onClose={onClose} />, {
    route: '/newsroom/contacts',
    api,
  });
  return { ...view, onChange, onClose };
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

test('the whole message: who, how to reach them, the sender’s clock and ours, its text never read as markup', () => {
  renderDialog();
  const dialog = screen.getByRole('dialog', { name: 'बिना विषय का संदेश' });
  expect(detail('फ़ोन')).toBe('—');
  expect(detail('भेजा (भेजने वाले की घड़ी)')).toBe('2026-11-20 09:58:00');
  expect(detail('मिला')).toMatch(/10:00 am/);
  expect(detail('स्थिति')).toBe('बाकी');
  expect(within(dialog).getByText(/पहली पंक्ति/)).toHaveTextContent('<b>मोटा</b> पहली पंक्ति दूसरी पंक्ति');
  expect(dialog.querySelector('b')).toBeNull();
});

test('who dealt with it and when; marking it back hands the changed message to the inbox', async () => {
  const handled = {
    ...MESSAGE,
    subject: 'सुझाव',
    handled: true,
    handledAt: '2026-11-21T06:00:00.000Z',
    handledBy: { id: 1, name: 'प्रधान संपादक' },
  };
  const { user, onChange, calls } = renderDialog(handled, {
    'PATCH /api/newsroom/contacts/5': { data: { ...handled, handled: false, handledAt: null, handledBy: null } },
  });
  expect(detail('स्थिति')).toMatch(/^निपटाया: प्रधान संपादक, .*11:30 am$/);
  await user.click(screen.getByRole('button', { name: 'बाकी में डालें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('«सुझाव» फिर से बाकी में।');
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 5, handled: false }));
  expect(calls[0]?.body).toEqual({ handled: false });
});

test('a refused mark stays in the dialog and changes nothing; closing is the inbox’s', async () => {
  const { user, onChange, onClose } = renderDialog(MESSAGE, {
    'PATCH /api/newsroom/contacts/5': reply(500, { message: 'अभी बदला नहीं जा सका।' }),
  });
  await user.click(screen.getByRole('button', { name: 'निपटाया गया' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('अभी बदला नहीं जा सका।');
  expect(onChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'बंद करें' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
