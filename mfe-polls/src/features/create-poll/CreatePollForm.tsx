import { css } from '@emotion/react';
import { primaryButton, ReadyFieldset, theme } from '@janmat/shared';
import { FocusFirstError, FormField } from '@janmat/shared/forms';
import { LIMITS, NOSCRIPT_FORM_TEXT, type PollFormValues, pollFormSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useCreatePoll } from './useCreatePoll';

const EMPTY: PollFormValues = { name: '', op1: '', op2: '', op3: '', op4: '' };
const FORM_ID = 'create-poll-form';
/** Ids of the fields: `poll-field-name`, `poll-field-op1`, … */
const ID_PREFIX = 'poll-field-';

const form = css({
  maxWidth: '640px',
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
});
const button = css({
  ...primaryButton,
  padding: `0 ${theme.space.xl}`,
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
});

/** The create-poll form: validated with the shared schema, every error shown on the first submit. */
export function CreatePollForm({ random }: { random?: () => number }) {
  const submit = useCreatePoll(random);
  return (
    <Formik initialValues={EMPTY} validationSchema={pollFormSchema} validateOnMount={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form id={FORM_ID} css={form} noValidate aria-label="नया पोल">
          <noscript>
            <p role="note">{NOSCRIPT_FORM_TEXT}</p>
          </noscript>
          <ReadyFieldset>
            <FormField idPrefix={ID_PREFIX} name="name" label="पोल का सवाल" multiline maxLength={LIMITS.pollTitleMax} />
            <FormField idPrefix={ID_PREFIX} name="op1" label="विकल्प 1" maxLength={LIMITS.pollOptionMax} />
            <FormField idPrefix={ID_PREFIX} name="op2" label="विकल्प 2" maxLength={LIMITS.pollOptionMax} />
            <FormField
              idPrefix={ID_PREFIX}
              name="op3"
              label="विकल्प 3"
              hint="ज़रूरी नहीं"
              maxLength={LIMITS.pollOptionMax}
            />
            <FormField
              idPrefix={ID_PREFIX}
              name="op4"
              label="विकल्प 4"
              hint="ज़रूरी नहीं"
              maxLength={LIMITS.pollOptionMax}
            />
            <button type="submit" css={button} disabled={isSubmitting}>
              {isSubmitting ? 'पोल बन रहा है…' : 'पोल बनाएं'}
            </button>
          </ReadyFieldset>
          <FocusFirstError formId={FORM_ID} />
        </Form>
      )}
    </Formik>
  );
}
