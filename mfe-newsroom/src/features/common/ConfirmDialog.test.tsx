import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

test('asks by name; going ahead and cancelling call their own handlers', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDialog title="हटाएँ?" confirmLabel="हाँ, हटाएँ" onConfirm={onConfirm} onClose={onClose}>
      <p>यह वापस नहीं होगा।</p>
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'हटाएँ?' });
  expect(dialog).toHaveTextContent('यह वापस नहीं होगा।');
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('the step cannot be sent twice while it is under way', () => {
  render(<ConfirmDialog title="हटाएँ?" confirmLabel="हाँ, हटाएँ" busy onConfirm={jest.fn()} onClose={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'हाँ, हटाएँ' })).toBeDisabled();
});
