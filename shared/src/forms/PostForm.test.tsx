import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import type { FormEchoState } from '../contracts/formEcho';
import { createPortalStore } from '../store';
import { renderWithPortal } from '../testing';
import { contactFormSchema } from '../validation';
import { FormField } from './FormField';
import { PostForm } from './PostForm';
import { useFormEcho } from './useFormEcho';

const EMPTY = { name: '', email: '', phone: '', sub: '', des: '' };
const TOKEN = 'abcdefghijklmnopqrstuv';

function ContactLike() {
  const echoed = useFormEcho('sample-form', EMPTY);
  return (
    <Formik {...echoed} validationSchema={contactFormSchema} onSubmit={() => {}}>
      <PostForm id="sample-form" action="/contactus" aria-label="नमूना">
        <FormField idPrefix="s-" name="name" label="नाम" />
        <FormField idPrefix="s-" name="phone" label="फ़ोन" />
        <button type="submit">भेजें</button>
      </PostForm>
    </Formik>
  );
}

const renderWith = (form: FormEchoState) =>
  renderWithPortal(<ContactLike />, { store: createPortalStore({ preloadedState: { formEcho: form } }) });

describe('PostForm', () => {
  it('is a plain form posting to its action, with the fields named and the page token hidden in it', () => {
    renderWith({ token: TOKEN });
    const form = screen.getByRole('form', { name: 'नमूना' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contactus');
    expect((form as HTMLFormElement).elements.namedItem('form_token')).toHaveValue(TOKEN);
    expect(screen.getByLabelText('नाम')).toHaveAttribute('name', 'name');
    expect(screen.queryByText('Name is required!')).not.toBeInTheDocument();
  });

  it('shows what the reader sent and the errors under the fields when the server echoes this form', () => {
    renderWith({
      token: TOKEN,
      echo: { form: 'sample-form', values: { name: 'रा', phone: '12' }, errors: { name: 'Name is Not Valid!' } },
    });
    expect(screen.getByLabelText('नाम')).toHaveValue('रा');
    expect(screen.getByLabelText('फ़ोन')).toHaveValue('12');
    expect(screen.getByText('Name is Not Valid!')).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveAttribute('aria-invalid', 'true');
  });

  it("leaves another form's echo alone and shows a refusal of the whole form at its top", () => {
    const other = { form: 'other-form', values: { name: 'कोई' }, errors: { name: 'Name is Not Valid!' } };
    const { unmount } = renderWith({ echo: other });
    expect(screen.getByLabelText('नाम')).toHaveValue('');
    expect(screen.queryByText('Name is Not Valid!')).not.toBeInTheDocument();
    unmount();
    renderWith({ echo: { form: 'sample-form', values: {}, errors: {}, notice: 'आज की सीमा पूरी हो गई।' } });
    expect(screen.getByRole('alert')).toHaveTextContent('आज की सीमा पूरी हो गई।');
  });
});
