import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderWithPortal } from '../testing';
import { contactFormSchema } from '../validation';
import { FormField } from './FormField';

const EMPTY = { name: '', email: '', phone: '', sub: '', des: '' };

function renderField(multiline = false) {
  return renderWithPortal(
    <Formik initialValues={EMPTY} validationSchema={contactFormSchema} onSubmit={() => {}}>
      <FormField name="des" label="संदेश" idPrefix="contact-" hint="ज़रूरी" required multiline={multiline} />
    </Formik>,
  );
}

describe('FormField', () => {
  it('labels the control and shows no error before the field is touched', () => {
    renderField();
    const input = screen.getByLabelText('संदेश (ज़रूरी)');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Description is required!')).not.toBeInTheDocument();
  });

  it('shows its error under a touched field and ties it to the control', async () => {
    renderField(true);
    const textarea = screen.getByLabelText('संदेश (ज़रूरी)');
    expect(textarea.tagName).toBe('TEXTAREA');
    fireEvent.blur(textarea);
    expect(await screen.findByText('Description is required!')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Description is required!');
    expect(textarea).toHaveAttribute('id', 'contact-des');
  });
});
