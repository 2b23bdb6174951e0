import { css } from '@emotion/react';
import { primaryButton, ReadyFieldset, theme } from '@janmat/shared';
import { LIMITS, NOSCRIPT_FORM_TEXT, type PollFormValues, pollFormSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { FocusFirstError } from './FocusFirstError';
import { FormField } from './FormField';
import { useCreatePoll } from './useCreatePoll';

const EMPTY: PollFormValues = { name: '', op1: '', op2: '', op3: '', op4: '' };
const FIELDS = ['name', 'op1', 'op2', 'op3', 'op4'] as const;

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
        <Form css={form} noValidate aria-label="नया पोल">
          <noscript>
            <p role="note">{NOSCRIPT_FORM_TEXT}</p>
          </noscript>
          <FocusFirstError order={FIELDS} />
          <ReadyFieldset>
            <FormField name="name" label="पोल का सवाल" multiline maxLength={LIMITS.pollTitleMax} />
            <FormField name="op1" label="विकल्प 1" maxLength={LIMITS.pollOptionMax} />
            <FormField name="op2" label="विकल्प 2" maxLength={LIMITS.pollOptionMax} />
            <FormField name="op3" label="विकल्प 3" hint="ज़रूरी नहीं" maxLength={LIMITS.pollOptionMax} />
            <FormField name="op4" label="विकल्प 4" hint="ज़रूरी नहीं" maxLength={LIMITS.pollOptionMax} />
            <button type="submit" css={button} disabled={isSubmitting}>
              {isSubmitting ? 'पोल बन रहा है…' : 'पोल बनाएं'}
            </button>
          </ReadyFieldset>
        </Form>
      )}
    </Formik>
  );
}
