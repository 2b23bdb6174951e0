import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideProposal } from './OverrideProposal';

const STATIC = 'https://preview.example/pr-12/static/mf-manifest.json';

test('says what would load and from where, as a dialog that takes the focus', () => {
  render(
    <OverrideProposal
      proposed={[{ remote: 'static', url: STATIC }]}
      onApply={jest.fn()}
      onDismiss={jest.fn()}
      busy={false}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'दूसरा बिल्ड चलाने से पहले पुष्टि करें' });
  expect(dialog).toHaveFocus();
  expect(dialog).toHaveAccessibleDescription(
    `इस लिंक से «जानकारी पेज» (static) हिस्सा https://preview.example के बिल्ड से चलाया जाएगा: ${STATIC} ` +
      'वह कोड इसी साइट के नाम से चलेगा। इसे तभी लागू करें जब आप इसी बिल्ड की जाँच कर रहे हों; अभी उससे कुछ भी लोड नहीं हुआ है।',
  );
});

test('one button applies, the other dismisses; both wait while the server is asked', async () => {
  const onApply = jest.fn();
  const onDismiss = jest.fn();
  const { rerender } = render(
    <OverrideProposal
      proposed={[{ remote: 'static', url: STATIC }]}
      onApply={onApply}
      onDismiss={onDismiss}
      busy={false}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'यह बिल्ड लागू करें' }));
  await userEvent.click(screen.getByRole('button', { name: 'लागू न करें' }));
  expect(onApply).toHaveBeenCalledTimes(1);
  expect(onDismiss).toHaveBeenCalledTimes(1);
  rerender(
    <OverrideProposal proposed={[{ remote: 'static', url: STATIC }]} onApply={onApply} onDismiss={onDismiss} busy />,
  );
  expect(screen.getByRole('button', { name: 'यह बिल्ड लागू करें' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'लागू न करें' })).toBeDisabled();
});
