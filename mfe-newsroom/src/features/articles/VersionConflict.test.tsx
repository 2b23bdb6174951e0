import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { DRAFT } from '../../test/articleFixtures';
import { valuesOf } from './articleForm';
import { VersionConflict } from './VersionConflict';

function renderConflict(theirs = DRAFT, mine = { ...valuesOf(DRAFT), title: 'मेरा शीर्षक' }) {
  const onReload = jest.fn();
  const onKeep = jest.fn();
  render(
    <Formik initialValues={mine} onSubmit={() => undefined}>
      <VersionConflict held={DRAFT} theirs={theirs} onReload={onReload} onKeep={onKeep} />
    </Formik>,
  );
  return {
    onReload,
    onKeep,
    user: userEvent.setup(),
    notice: screen.getByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' }),
  };
}

test('the notice takes focus and names what they changed, their new status too', () => {
  const { notice } = renderConflict({ ...DRAFT, photo: '/uploads/new.jpg', status: 'submitted', version: 5 });
  expect(screen.getByRole('heading', { name: 'किसी और ने यह लेख बदल दिया है' })).toHaveFocus();
  expect(notice).toHaveTextContent('उन्होंने बदला: फ़ोटो, स्थिति: संपादक के पास।');
  const rows = within(notice).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['शीर्षक', 'फ़ोटो']);
});

test('saved again with nothing changed: it says so, and still offers both ways on', async () => {
  const { notice, user, onReload, onKeep } = renderConflict({ ...DRAFT, version: 5 });
  expect(notice).toHaveTextContent('सहेजे गए रूप में कोई फ़ील्ड नहीं बदला।');
  await user.click(within(notice).getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
  await user.click(within(notice).getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(onKeep).toHaveBeenCalledTimes(1);
});
