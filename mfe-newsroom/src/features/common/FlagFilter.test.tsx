import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlagFilter } from './FlagFilter';

test('all, yes or no, by its label', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<FlagFilter label="कौन से" yes="बंद" no="खुले" value={undefined} onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'कौन से' });
  expect(select).toHaveValue('');
  await user.selectOptions(select, 'बंद');
  expect(onChange).toHaveBeenLastCalledWith(true);
  await user.selectOptions(select, 'खुले');
  expect(onChange).toHaveBeenLastCalledWith(false);
  await user.selectOptions(select, 'सभी');
  expect(onChange).toHaveBeenLastCalledWith(undefined);
});
