import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { LiveUpdateForm } from './LiveUpdateForm';
import type { NewsroomLiveUpdate } from './liveDeskApi';

const UPDATE: NewsroomLiveUpdate = {
  id: 3,
  articleId: 7,
  body: '<p>रुझान आने लगे</p>',
  photo: '/uploads/newsroom/202611/aa11/1200.jpg',
  pinned: true,
  keyEvent: false,
  postedAt: '2026-11-26T04:30:00.000Z',
  updatedAt: '2026-11-26T04:30:00.000Z',
  version: 2,
  postedBy: 'संपादक',
};

function renderForm(update?: NewsroomLiveUpdate, api = {}) {
  const onDone = jest.fn();
  const view = renderDesk(<LiveUpdateForm articleId={7} update={update} onDone={onDone} />, {
    route: '/newsroom/articles/7/live',
    api,
  });
  return { ...view, onDone };
}

test('a correction starts from the update as posted: its text, photo and marks', () => {
  renderForm(UPDATE);
  expect(screen.getByRole('heading', { name: 'अपडेट सुधारें' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'अपडेट का पाठ' })).toHaveTextContent('रुझान आने लगे');
  expect(screen.getByRole('img', { name: 'अपडेट की मौजूदा फ़ोटो' })).toHaveAttribute('src', UPDATE.photo);
  expect(screen.getByRole('checkbox', { name: 'ऊपर पिन करें' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'मुख्य घटना' })).not.toBeChecked();
});

test('removing the photo sends only that; an unchanged correction or a cancel sends nothing', async () => {
  const { user, calls, headers, onDone } = renderForm(UPDATE, {
    'PATCH /api/newsroom/live/updates/3': { data: { ...UPDATE, photo: '' } },
  });
  await user.click(screen.getByRole('button', { name: 'सुधार सहेजें' }));
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onDone.mock.calls).toEqual([[undefined], [undefined]]);
  expect(calls).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'फ़ोटो हटाएँ' }));
  expect(screen.getByText('इस अपडेट में कोई फ़ोटो नहीं है।')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'सुधार सहेजें' }));
  await screen.findByRole('button', { name: 'सुधार सहेजें' });
  expect(onDone).toHaveBeenLastCalledWith('सुधार सहेज लिया गया।');
  expect(calls[0]).toMatchObject({ method: 'PATCH', body: { photo: '' } });
  expect(headers[0]?.['if-match']).toBe('"2"');
});

test('a new update has nothing filled in and is sent with «अपडेट भेजें»', () => {
  renderForm();
  expect(screen.getByRole('heading', { name: 'नया अपडेट' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'अपडेट का पाठ' })).toHaveTextContent('');
  expect(screen.getByText('इस अपडेट में कोई फ़ोटो नहीं है।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अपडेट भेजें' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'रद्द करें' })).not.toBeInTheDocument();
});
