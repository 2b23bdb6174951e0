import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { LiveUpdateRow } from './LiveUpdateRow';
import type { NewsroomLiveUpdate } from './liveDeskApi';

const UPDATE: NewsroomLiveUpdate = {
  id: 3,
  articleId: 7,
  body: '<p>रुझान <strong>आने</strong> लगे</p>',
  photo: '',
  pinned: false,
  keyEvent: false,
  postedAt: '2026-11-26T04:30:00.000Z',
  updatedAt: '2026-11-26T04:30:00.000Z',
  version: 2,
  postedBy: 'संपादक',
};

function renderRow(update: NewsroomLiveUpdate, api = {}) {
  const onDone = jest.fn();
  const view = renderDesk(
    <ol>
      <LiveUpdateRow update={update} onDone={onDone} />
    </ol>,
    { route: '/newsroom/articles/7/live', api },
  );
  return { ...view, onDone, row: screen.getAllByRole('listitem')[0]! };
}

test('when (India time) and by whom, its cleaned text as readers see it; nothing more for a plain update', () => {
  const { row } = renderRow(UPDATE);
  expect(within(row).getByText(/10:00 am · संपादक$/)).toBeInTheDocument();
  expect(within(row).getByText('आने').tagName).toBe('STRONG');
  expect(row).not.toHaveTextContent('सुधारा गया');
  expect(row).not.toHaveTextContent('फ़ोटो:');
});

test('a corrected, pinned key event with a photo says all of that', () => {
  const { row } = renderRow({
    ...UPDATE,
    updatedAt: '2026-11-26T05:00:00.000Z',
    pinned: true,
    keyEvent: true,
    photo: '/uploads/a.jpg',
  });
  expect(row).toHaveTextContent('· सुधारा गया');
  expect(within(row).getByText('पिन किया गया')).toBeInTheDocument();
  expect(within(row).getByText('मुख्य घटना')).toBeInTheDocument();
  expect(row).toHaveTextContent('फ़ोटो: /uploads/a.jpg');
});

test('deleting asks first; a refusal stays in the dialog and the update stays', async () => {
  const { user, onDone, calls } = renderRow(UPDATE, {
    'DELETE /api/newsroom/live/updates/3': reply(409, { message: 'अपडेट पहले ही हटाया जा चुका है।' }),
  });
  const when = within(screen.getByRole('listitem'))
    .getByText(/10:00 am/)
    .textContent!.split(' · ')[0];
  await user.click(screen.getByRole('button', { name: `${when} का अपडेट: हटाएँ` }));
  const dialog = screen.getByRole('dialog', { name: `${when} का अपडेट हटाएँ?` });
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('अपडेट पहले ही हटाया जा चुका है।');
  expect(onDone).not.toHaveBeenCalled();
  expect(calls[0]?.path).toBe('/api/newsroom/live/updates/3');
});

test('«सुधारें» opens the correction in place of the update', async () => {
  const { user } = renderRow(UPDATE);
  await user.click(screen.getByRole('button', { name: /का अपडेट: सुधारें$/ }));
  expect(screen.getByRole('form', { name: 'अपडेट सुधारें' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /का अपडेट: हटाएँ$/ })).not.toBeInTheDocument();
});
