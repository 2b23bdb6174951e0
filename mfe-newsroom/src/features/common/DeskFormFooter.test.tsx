import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { DeskFormFooter } from './DeskFormFooter';
import type { ActionOutcome } from './Outcome';

const schema = object({ name: string().required('नाम लिखें।') });

function renderFooter(props: { outcome?: ActionOutcome; busy?: boolean; onCancel?: () => void } = {}) {
  const onSubmit = jest.fn();
  render(
    <Formik initialValues={{ other: '', name: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ errors, touched, handleChange, values }) => (
        <Form id="desk-form">
          <input name="other" aria-label="दूसरा" value={values.other} onChange={handleChange} />
          <input
            name="name"
            aria-label="नाम"
            value={values.name}
            onChange={handleChange}
            aria-invalid={Boolean(touched.name && errors.name)}
          />
          <DeskFormFooter
            formId="desk-form"
            outcome={props.outcome}
            busy={props.busy ?? false}
            submitText="जोड़ें"
            onCancel={props.onCancel}
          />
        </Form>
      )}
    </Formik>,
  );
  return { onSubmit, user: userEvent.setup() };
}

test('a new item’s form: its own submit word, no cancel; a failed submit puts focus on the first error', async () => {
  const { user, onSubmit } = renderFooter();
  expect(screen.queryByRole('button', { name: 'रद्द करें' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'दूसरा' }));
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveFocus());
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a change’s form can be cancelled; the last answer shows; the button waits while sending', async () => {
  const onCancel = jest.fn();
  const { user } = renderFooter({ onCancel, busy: true, outcome: { ok: false, text: 'यह स्लग किसी दूसरे लेख का है।' } });
  expect(screen.getByRole('alert')).toHaveTextContent('यह स्लग किसी दूसरे लेख का है।');
  expect(screen.getByRole('button', { name: 'जोड़ें' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('a success reads as a status, and the form can be sent again', () => {
  renderFooter({ outcome: { ok: true, text: 'जोड़ दिया गया।' } });
  expect(screen.getByRole('status')).toHaveTextContent('जोड़ दिया गया।');
  expect(screen.getByRole('button', { name: 'जोड़ें' })).toBeEnabled();
});
