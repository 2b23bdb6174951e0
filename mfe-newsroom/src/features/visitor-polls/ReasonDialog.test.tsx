import { deferred } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './ReasonDialog';

type Result = { data: unknown } | { error: unknown };

function renderDialog(onSubmit: (reason: string) => PromiseLike<Result>) {
  const onDone = jest.fn();
  const onClose = jest.fn();
  render(
    <ReasonDialog
      title="पोल 12 पाठकों से छिपाएँ?"
      confirmLabel="छिपाएँ"
      onSubmit={onSubmit}
      onDone={onDone}
      onClose={onClose}
    />,
  );
  return { onDone, onClose, user: userEvent.setup(), reason: screen.getByRole('textbox', { name: /^कारण/ }) };
}

test('the reason is required, in Hindi, before anything is sent', async () => {
  const onSubmit = jest.fn();
  const { user, reason } = renderDialog(onSubmit);
  expect(screen.getByRole('dialog', { name: 'पोल 12 पाठकों से छिपाएँ?' })).toBeInTheDocument();
  await user.type(reason, 'क');
  await user.click(screen.getByRole('button', { name: 'छिपाएँ' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription(F.reasonRequired(3, 500)));
  expect(onSubmit).not.toHaveBeenCalled();
});

test('the reason goes trimmed; while it is sent the step cannot go twice; done, the dialog is done', async () => {
  const held = deferred<Result>();
  const onSubmit = jest.fn(() => held.promise);
  const { user, reason, onDone } = renderDialog(onSubmit);
  await user.type(reason, '  भ्रामक सवाल  ');
  await user.click(screen.getByRole('button', { name: 'छिपाएँ' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'छिपाएँ' })).toBeDisabled());
  expect(onSubmit).toHaveBeenCalledWith('भ्रामक सवाल');
  held.resolve({ data: {} });
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
});

test('a refusal: its message in the dialog, its field message under the reason', async () => {
  const refusal = { status: 400, data: { message: 'जानकारी सही नहीं है।', errors: { reason: 'कारण बहुत छोटा है।' } } };
  const { user, reason, onDone, onClose } = renderDialog(async () => ({ error: refusal }));
  await user.type(reason, 'ठीक नहीं');
  await user.click(screen.getByRole('button', { name: 'छिपाएँ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('जानकारी सही नहीं है।');
  expect(reason).toHaveAccessibleDescription('कारण बहुत छोटा है।');
  expect(onDone).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onClose).toHaveBeenCalled();
});
