import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionSearch } from './QuestionSearch';

test('searches with the button or Enter, trimmed, never with every letter', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(<QuestionSearch onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'सवाल में खोजें' });
  expect(screen.getByRole('search')).toContainElement(box);
  await user.type(box, ' विश्व कप ');
  expect(onSearch).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'खोजें' }));
  expect(onSearch).toHaveBeenLastCalledWith('विश्व कप');
  await user.clear(box);
  await user.type(box, '{Enter}');
  expect(onSearch).toHaveBeenLastCalledWith('');
  expect(onSearch).toHaveBeenCalledTimes(2);
});
