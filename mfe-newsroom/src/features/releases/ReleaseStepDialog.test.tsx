import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleaseStepDialog } from './ReleaseStepDialog';

function renderDialog(more: { busy?: boolean; refusal?: string } = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ReleaseStepDialog
      title="समाचार (news): रोलबैक करें?"
      effect="कैनरी हटा दिया जाएगा।"
      confirmLabel="हाँ, रोलबैक करें"
      busy={more.busy ?? false}
      refusal={more.refusal}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

test('says what the step will do and sends the reason typed, trimmed', async () => {
  const { user, onConfirm } = renderDialog();
  const dialog = screen.getByRole('dialog', { name: 'समाचार (news): रोलबैक करें?' });
  expect(dialog).toHaveTextContent('कैनरी हटा दिया जाएगा।');
  const reason = screen.getByRole('textbox', { name: 'कारण (वैकल्पिक)' });
  expect(reason).toHaveAccessibleDescription('इतिहास और ऑडिट लॉग में रहेगा');
  await user.type(reason, '  त्रुटियाँ बढ़ीं  ');
  await user.click(screen.getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  expect(onConfirm).toHaveBeenCalledWith('त्रुटियाँ बढ़ीं');
});

test('without a reason the step goes with an empty one; cancelling closes', async () => {
  const { user, onConfirm, onClose } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  expect(onConfirm).toHaveBeenCalledWith('');
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a refusal stays in the dialog as an alert; while sending the step cannot go twice', () => {
  renderDialog({ busy: true, refusal: 'इस सेक्शन का कोई पिछला बिल्ड नहीं है।' });
  expect(screen.getByRole('alert')).toHaveTextContent('इस सेक्शन का कोई पिछला बिल्ड नहीं है।');
  expect(screen.getByRole('button', { name: 'हाँ, रोलबैक करें' })).toBeDisabled();
});
