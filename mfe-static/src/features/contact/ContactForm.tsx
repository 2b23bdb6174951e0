import { href, useLocation } from '@janmat/shared';
import { FORM_SENT_PARAM } from '@janmat/shared/contracts';
import { FocusFirstError, FormField, PostForm, useFormEcho, validateLater } from '@janmat/shared/forms';
import { type ContactFormValues, NOTICE_TEXTS } from '@janmat/shared/validation';
import { Formik } from 'formik';
import { CONTACT_FORM_ID, CONTACT_TEXTS, EMPTY_CONTACT, FIELD_LABELS } from './content';
import { loadContactFormSchema } from './loadContactFormSchema';
import { sentNote, submitButton } from './styles';
import { useContactSubmit } from './useContactSubmit';

const validate = validateLater<ContactFormValues>(loadContactFormSchema);

/**
 * The contact form: every error shows on the first submit; a sent message empties the form. Without
 * scripts it is posted to the page's own address, which answers with the errors or, once sent, with
 * the page again (`?sent=contact-form`) saying thank you.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const onSubmit = useContactSubmit();
  const echoed = useFormEcho(CONTACT_FORM_ID, EMPTY_CONTACT);
  const sent = new URLSearchParams(useLocation().search).get(FORM_SENT_PARAM) === CONTACT_FORM_ID;
  return (
    <Formik {...echoed} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <PostForm id={CONTACT_FORM_ID} action={href.contact()} aria-labelledby={labelledBy}>
          {sent ? (
            <p role="status" css={sentNote}>
              {NOTICE_TEXTS.contactThanks}
            </p>
          ) : null}
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
          <FocusFirstError formId={CONTACT_FORM_ID} />
        </PostForm>
      )}
    </Formik>
  );
}
