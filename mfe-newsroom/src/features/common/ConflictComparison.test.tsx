import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictComparison } from './ConflictComparison';

const ROWS = [
  { key: 'title', label: 'शीर्षक', mine: 'मेरा शीर्षक', theirs: 'उनका शीर्षक' },
  { key: 'body', label: 'पाठ', mine: 'मेरा पैरा', theirs: 'उनका पैरा' },
];

test('the differing fields side by side under a caption: field, what one wrote, what is saved', () => {
  render(
    <ConflictComparison rows={ROWS} caption="आपका लिखा और सहेजा हुआ नया रूप" onReload={jest.fn()} onKeep={jest.fn()} />,
  );
  const table = screen.getByRole('table', { name: 'आपका लिखा और सहेजा हुआ नया रूप' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['फ़ील्ड', 'आपका लिखा', 'सहेजा हुआ नया रूप']);
  const body = within(table).getByRole('row', { name: /^पाठ/ });
  expect(within(body).getByRole('rowheader')).toHaveTextContent('पाठ');
  expect(
    within(body)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['मेरा पैरा', 'उनका पैरा']);
});

test('nothing differing: no table, only the two ways on; each button does its own', async () => {
  const user = userEvent.setup();
  const onReload = jest.fn();
  const onKeep = jest.fn();
  render(<ConflictComparison rows={[]} onReload={onReload} onKeep={onKeep} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }));
  expect(onKeep).toHaveBeenCalledTimes(1);
  expect(onReload).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});
