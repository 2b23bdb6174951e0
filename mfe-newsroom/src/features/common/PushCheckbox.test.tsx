import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { PushCheckbox } from './PushCheckbox';

test('«पुश भेजें» is a labelled checkbox bound to the form’s push field, off until ticked', async () => {
  const user = userEvent.setup();
  render(
    <Formik initialValues={{ push: false }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <PushCheckbox hint="पाठकों को सूचना" />
          <output>{JSON.stringify(values)}</output>
        </>
      )}
    </Formik>,
  );
  const box = screen.getByRole('checkbox', { name: 'पुश भेजें (पाठकों को सूचना)' });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(screen.getByRole('status')).toHaveTextContent('{"push":true}');
});
