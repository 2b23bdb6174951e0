import { css } from '@emotion/react';
import { FORM_IDS, href, primaryButton, theme } from '@janmat/shared';
import { FocusFirstError, FormField, PostForm, useFormEcho, validateLater } from '@janmat/shared/forms';
import { LIMITS, type PollFormValues } from '@janmat/shared/validation';
import { Formik } from 'formik';
import { loadPollFormSchema } from './loadPollFormSchema';
import { useCreatePoll } from './useCreatePoll';

const EMPTY: PollFormValues = { name: '', op1: '', op2: '', op3: '', op4: '' };
const CREATE_POLL_FORM_ID = FORM_IDS.createPoll;
const validate = validateLater<PollFormValues>(loadPollFormSchema);
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

/**
 * The create-poll form: validated with the shared schema, every error shown on the first submit.
 * Without scripts it is posted to /createmypoll, which answers with the errors in the page or opens
 * the new poll.
 */
export function CreatePollForm({ random }: { random?: () => number }) {
  const submit = useCreatePoll(random);
  const echoed = useFormEcho(CREATE_POLL_FORM_ID, EMPTY);
  return (
    <Formik {...echoed} validate={validate} validateOnMount={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <PostForm id={CREATE_POLL_FORM_ID} action={href.createPoll()} css={form} aria-label="नया पोल">
          <FormField idPrefix={ID_PREFIX} name="name" label="पोल का सवाल" multiline maxLength={LIMITS.pollTitleMax} />
          <FormField idPrefix={ID_PREFIX} name="op1" label="विकल्प 1" maxLength={LIMITS.pollOptionMax} />
          <FormField idPrefix={ID_PREFIX} name="op2" label="विकल्प 2" maxLength={LIMITS.pollOptionMax} />
          <FormField idPrefix={ID_PREFIX} name="op3" label="विकल्प 3" hint="ज़रूरी नहीं" maxLength={LIMITS.pollOptionMax} />
          <FormField idPrefix={ID_PREFIX} name="op4" label="विकल्प 4" hint="ज़रूरी नहीं" maxLength={LIMITS.pollOptionMax} />
          <button type="submit" css={button} disabled={isSubmitting}>
            {isSubmitting ? 'पोल बन रहा है…' : 'पोल बनाएं'}
          </button>
          <FocusFirstError formId={CREATE_POLL_FORM_ID} />
        </PostForm>
      )}
    </Formik>
  );
}
