import { render, screen } from '@testing-library/react';
import { FieldMessage } from './FieldMessage';

test('a message is read with the control that names it; no message, nothing to read', () => {
  const { rerender } = render(
    <>
      <input aria-label="स्लग" aria-describedby="slug-error" />
      <FieldMessage id="slug-error" message="स्लग ठीक नहीं है।" />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'स्लग' })).toHaveAccessibleDescription('स्लग ठीक नहीं है।');
  rerender(
    <>
      <input aria-label="स्लग" aria-describedby="slug-error" />
      <FieldMessage id="slug-error" message={undefined} />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'स्लग' })).toHaveAccessibleDescription('');
  expect(screen.queryByText('स्लग ठीक नहीं है।')).not.toBeInTheDocument();
});
