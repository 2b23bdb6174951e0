import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { Outcome } from '../common/Outcome';
import { useDeskAction } from '../common/useDeskAction';
import { ContactRow } from './ContactRow';
import type { InboxMessage } from './contactApi';

const MESSAGE: InboxMessage = {
  id: 5,
  name: 'सुनीता शर्मा',
  email: 'sunita@example.in',
  phone: '',
  subject: '',
  message: 'नमस्ते',
  sentAt: '2026-11-20 09:58:00',
  receivedAt: '2026-11-20T04:30:00.000Z',
  handled: false,
  handledAt: null,
  handledBy: null,
};

/** The row in the inbox's table, with the page's action runner and its outcome. */
function Inbox({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const desk = useDeskAction();
  return (
    <>
      <Outcome outcome={desk.outcome} />
      <table>
        <tbody>
          <ContactRow message={message} desk={desk} onOpen={onOpen} />
        </tbody>
      </table>
    </>
  );
}

function renderRow(message = MESSAGE, api = {}) {
  const onOpen = jest.fn();
  const view = renderDesk(<Inbox message={message} onOpen={onOpen} />, { route: '/newsroom/contacts', api });
  return { ...view, onOpen, row: screen.getAllByRole('row')[0]! };
}

test('a message without a subject says so; opening it is the page’s', async () => {
  const { user, row, onOpen } = renderRow();
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(0, 4),
  ).toEqual([expect.stringMatching(/10:00 am/), 'सुनीता शर्मा', 'बिना विषय', 'बाकी']);
  await user.click(within(row).getByRole('button', { name: 'खोलें: बिना विषय (सुनीता शर्मा)' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('marking sends the turned-over mark and the page says so by the subject', async () => {
  const { user, row, calls } = renderRow(
    { ...MESSAGE, subject: 'सुझाव', handled: true },
    { 'PATCH /api/newsroom/contacts/5': { data: { ...MESSAGE, subject: 'सुझाव' } } },
  );
  expect(within(row).getByRole('cell', { name: 'निपटाया' })).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'बाकी में डालें: सुझाव (सुनीता शर्मा)' }));
  expect(await screen.findByRole('status')).toHaveTextContent('«सुझाव» फिर से बाकी में।');
  expect(calls[0]).toMatchObject({ method: 'PATCH', body: { handled: false } });
});
