import { screen, waitFor } from '@testing-library/react';
import { Field, Form, Formik } from 'formik';
import { renderWithPortal } from '../testing';
import { FocusFirstError } from './FocusFirstError';

const mustHaveText = (value: string) => (value ? undefined : 'ज़रूरी');

function renderForm() {
  return renderWithPortal(
    <Formik initialValues={{ a: 'भरा हुआ', b: '', c: '' }} onSubmit={() => {}}>
      {({ errors }) => (
        <Form id="sample-form">
          {(['a', 'b', 'c'] as const).map((key) => (
            <Field key={key} name={key} aria-label={key} aria-invalid={Boolean(errors[key])} validate={mustHaveText} />
          ))}
          <button type="submit">भेजें</button>
          <FocusFirstError formId="sample-form" />
        </Form>
      )}
    </Formik>,
  );
}

describe('FocusFirstError', () => {
  it('moves focus to the first invalid field after a failed submit', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(screen.getByLabelText('b')).toHaveFocus());
  });

  it('leaves focus alone before any submit', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('c'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'भेजें' })).toHaveFocus();
  });
});
