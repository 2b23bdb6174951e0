import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { SelectField } from './SelectField';

const CHOICES = [
  { value: 'national', label: 'राष्ट्रीय' },
  { value: 'state', label: 'राज्य' },
];

function renderSelect(onPicked = jest.fn()) {
  render(
    <Formik
      initialValues={{ category: '' }}
      validationSchema={object({ category: string().required('श्रेणी चुनें।') })}
      onSubmit={() => undefined}
    >
      {({ values }) => (
        <Form>
          <SelectField
            idPrefix="t-"
            name="category"
            label="श्रेणी"
            none="श्रेणी चुनें"
            choices={CHOICES}
            required
            onPicked={onPicked}
          />
          <output>{values.category}</output>
          <button type="submit">सहेजें</button>
        </Form>
      )}
    </Formik>,
  );
  return { onPicked, user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'श्रेणी' }) };
}

test('a labelled pick with «none» first; picking sets the form’s value and tells the form', async () => {
  const { user, onPicked, select } = renderSelect();
  expect(select).toHaveAttribute('aria-required', 'true');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['श्रेणी चुनें', 'राष्ट्रीय', 'राज्य']);
  await user.selectOptions(select, 'राज्य');
  expect(screen.getByRole('status')).toHaveTextContent('state');
  expect(onPicked).toHaveBeenCalledWith('state');
});

test('its error shows under it once the form was sent, read with the pick', async () => {
  const { user, select } = renderSelect();
  expect(select).toHaveAttribute('aria-invalid', 'false');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByText('श्रेणी चुनें।')).toBeInTheDocument();
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('श्रेणी चुनें।');
});
