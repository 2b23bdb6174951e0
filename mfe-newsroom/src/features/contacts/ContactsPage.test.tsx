import { reply } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { ContactsPage } from './ContactsPage';
import type { InboxMessage } from './contactApi';

const message = (id: number, subject: string, more: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  name: 'सुनीता शर्मा',
  email: 'sunita@example.in',
  phone: '9876543210',
  subject,
  message: 'नमस्ते',
  sentAt: '2026-11-20 09:58:00',
  receivedAt: '2026-11-20T04:30:00.000Z',
  handled: false,
  handledAt: null,
  handledBy: null,
  ...more,
});

const MARKUP = message(5, 'खबर में गलती', { message: '<img src=x onerror="alert(1)"> पहली पंक्ति\nदूसरी पंक्ति' });
const DONE = message(4, 'सुझाव', {
  handled: true,
  handledAt: '2026-11-21T06:00:00.000Z',
  handledBy: { id: 1, name: 'प्रधान संपादक' },
});

function renderInbox(api = {}) {
  return renderDesk(<ContactsPage />, {
    route: '/newsroom/contacts',
    api: { 'GET /api/newsroom/contacts': { data: [MARKUP, DONE], next: 4 }, ...api },
  });
}

test('lists messages newest first with their state; filters and pages through the server', async () => {
  const { user, calls } = renderInbox();
  expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क संदेश' })).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(rows[1]).toHaveTextContent('खबर में गलती');
  expect(rows[1]).toHaveTextContent('बाकी');
  expect(rows[1]).toHaveTextContent('10:00');
  expect(rows[2]).toHaveTextContent('निपटाया');
  await user.selectOptions(screen.getByRole('combobox', { name: 'कौन से संदेश' }), 'false');
  await user.click(await screen.findByRole('button', { name: 'और पुराने' }));
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toEqual([
      '/api/newsroom/contacts',
      '/api/newsroom/contacts?handled=false',
      '/api/newsroom/contacts?handled=false&before=4',
    ]),
  );
});

test('opens a message as plain text: markup in it stays text', async () => {
  const { user, container } = renderInbox();
  await user.click(await screen.findByRole('button', { name: 'खोलें: खबर में गलती (सुनीता शर्मा)' }));
  const dialog = screen.getByRole('dialog', { name: 'खबर में गलती' });
  expect(within(dialog).getByText(/<img src=x onerror="alert\(1\)"> पहली पंक्ति/)).toBeInTheDocument();
  expect(container.ownerDocument.querySelector('img')).toBeNull();
  expect(dialog).toHaveTextContent('sunita@example.in');
  await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('marking handled in the open message sends it with the CSRF token; the dialog and list refresh', async () => {
  const marked = {
    ...MARKUP,
    handled: true,
    handledAt: '2026-11-22T04:30:00.000Z',
    handledBy: { id: 2, name: 'रीना' },
  };
  const { user, calls, headers, answers } = renderInbox({ 'PATCH /api/newsroom/contacts/5': { data: marked } });
  await user.click(await screen.findByRole('button', { name: 'खोलें: खबर में गलती (सुनीता शर्मा)' }));
  const dialog = screen.getByRole('dialog');
  answers.set('GET /api/newsroom/contacts', { data: [marked, DONE], next: null });
  await user.click(within(dialog).getByRole('button', { name: 'निपटाया गया' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('«खबर में गलती» निपटाया गया।');
  expect(dialog).toHaveTextContent('निपटाया: रीना');
  expect(within(dialog).getByRole('button', { name: 'बाकी में डालें' })).toBeInTheDocument();
  const patch = calls.findIndex((c) => c.method === 'PATCH');
  expect(calls[patch]?.body).toEqual({ handled: true });
  expect(headers[patch]?.['x-csrf-token']).toBe('token-of-editor');
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/newsroom/contacts')).toHaveLength(2));
});

test('marking not handled from the list; a refusal is an alert', async () => {
  const { user, calls } = renderInbox({
    'PATCH /api/newsroom/contacts/4': reply(404, { message: 'यह संदेश नहीं मिला।' }),
  });
  await user.click(await screen.findByRole('button', { name: 'बाकी में डालें: सुझाव (सुनीता शर्मा)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह संदेश नहीं मिला।');
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
    path: '/api/newsroom/contacts/4',
    body: { handled: false },
  });
});
