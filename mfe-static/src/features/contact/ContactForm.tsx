import { ReadyFieldset } from '@janmat/shared';
import { FocusFirstError, FormField } from '@janmat/shared/forms';
import { type ContactFormValues, contactFormSchema, NOSCRIPT_FORM_TEXT } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { CONTACT_TEXTS, FIELD_LABELS } from './content';
import { submitButton } from './styles';
import { useContactSubmit } from './useContactSubmit';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', sub: '', des: '' };
const FORM_ID = 'contact-form';

/** The contact form: every error shows on the first submit; a sent message empties the form. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const onSubmit = useContactSubmit();
  return (
    <Formik initialValues={EMPTY} validationSchema={contactFormSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form id={FORM_ID} noValidate aria-labelledby={labelledBy}>
          <noscript>
            <p role="note">{NOSCRIPT_FORM_TEXT}</p>
          </noscript>
          <ReadyFieldset>
            <FormField idPrefix="contact-" name="name" label={FIELD_LABELS.name} required autoComplete="name" />
            <FormField
              idPrefix="contact-"
              name="email"
              label={FIELD_LABELS.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <FormField
              idPrefix="contact-"
              name="phone"
              label={FIELD_LABELS.phone}
              required
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
            />
            <FormField idPrefix="contact-" name="sub" label={FIELD_LABELS.sub} hint={CONTACT_TEXTS.optional} />
            <FormField idPrefix="contact-" name="des" label={FIELD_LABELS.des} required multiline rows={6} />
            <button type="submit" css={submitButton} disabled={isSubmitting}>
              {isSubmitting ? CONTACT_TEXTS.sending : CONTACT_TEXTS.submit}
            </button>
          </ReadyFieldset>
          <FocusFirstError formId={FORM_ID} />
        </Form>
      )}
    </Formik>
  );
}
