import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeskConflict } from './DeskConflict';

test('shows only the fields that differ, side by side, and offers reload or keep', async () => {
  const onReload = jest.fn();
  const onKeep = jest.fn();
  render(
    <DeskConflict
      fields={[
        { label: 'शीर्षक', mine: 'मेरा शीर्षक', theirs: 'उनका शीर्षक' },
        { label: 'लेख का स्लग', mine: 'same-slug', theirs: 'same-slug' },
      ]}
      onReload={onReload}
      onKeep={onKeep}
    />,
  );
  const notice = screen.getByRole('alert', { name: 'किसी और ने इसे बदल दिया है' });
  expect(notice).toHaveTextContent('अलग है: शीर्षक।');
  expect(within(notice).getAllByRole('row')).toHaveLength(2);
  expect(
    within(within(notice).getByRole('row', { name: /^शीर्षक/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['मेरा शीर्षक', 'उनका शीर्षक']);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }));
  expect(onKeep).toHaveBeenCalledTimes(1);
});
