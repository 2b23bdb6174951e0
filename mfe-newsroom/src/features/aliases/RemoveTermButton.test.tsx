import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { RemoveTermButton } from './RemoveTermButton';

function renderButton() {
  const remove = jest.fn(async () => ({ data: { message: 'हटा दिया गया।' } }));
  const onRemoved = jest.fn();
  const view = renderDesk(
    <RemoveTermButton
      term="vvpat"
      title="«vvpat» हटाएँ?"
      consequence="खोज इसे नहीं पढ़ेगी।"
      remove={remove}
      onRemoved={onRemoved}
    />,
    { route: '/newsroom/search-aliases', api: {} },
  );
  return { ...view, remove, onRemoved };
}

test('asks first: cancelling or Escape removes nothing', async () => {
  const { user, remove, onRemoved } = renderButton();
  await user.click(screen.getByRole('button', { name: 'vvpat: हटाएँ' }));
  expect(screen.getByRole('dialog', { name: '«vvpat» हटाएँ?' })).toHaveTextContent('खोज इसे नहीं पढ़ेगी।');
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'vvpat: हटाएँ' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  expect(onRemoved).not.toHaveBeenCalled();
});

test('confirming removes it once and tells the page', async () => {
  const { user, remove, onRemoved } = renderButton();
  await user.click(screen.getByRole('button', { name: 'vvpat: हटाएँ' }));
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(remove).toHaveBeenCalledTimes(1);
  expect(onRemoved).toHaveBeenCalledWith('«vvpat» हटा दिया गया।');
});
