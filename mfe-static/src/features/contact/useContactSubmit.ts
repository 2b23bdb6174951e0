import { pushNotice, useAppDispatch } from '@janmat/shared';
import { type ContactFormValues, NOTICE_TEXTS } from '@janmat/shared/validation';
import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useSendContactMessageMutation } from './contactApi';
import { CONTACT_TEXTS, EMPTY_CONTACT } from './content';
import { formatTimestamp } from './formatTimestamp';
import { loadContactFormSchema } from './loadContactFormSchema';

/**
 * Formik's `onSubmit` for the contact form: sends the trimmed values with the browser's time. On
 * success the thank-you notice and an empty form, the reader staying on the page; on failure the
 * values stay and a Hindi notice says the message did not go through.
 */
export function useContactSubmit() {
  const dispatch = useAppDispatch();
  const [send] = useSendContactMessageMutation();

  return useCallback(
    async (values: ContactFormValues, { resetForm }: FormikHelpers<ContactFormValues>) => {
      const form = (await loadContactFormSchema()).cast(values);
      try {
        await send({ ...form, created_at: formatTimestamp(new Date()) }).unwrap();
        dispatch(pushNotice({ text: NOTICE_TEXTS.contactThanks, tone: 'success' }));
        // Empty, whatever the form started with (a form the server echoed starts with what was sent).
        resetForm({ values: EMPTY_CONTACT, errors: {}, touched: {} });
      } catch (error) {
        console.error('Contact message was not sent', error);
        dispatch(pushNotice({ text: CONTACT_TEXTS.failed, tone: 'error' }));
      }
    },
    [dispatch, send],
  );
}
