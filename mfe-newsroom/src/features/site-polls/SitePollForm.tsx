import { FormField } from '@janmat/shared/forms';
import { LIMITS, sitePollChangeSchema, sitePollSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskConflict } from '../common/DeskConflict';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { errorMessage, fieldErrors } from '../common/errorMessage';
import type { ActionOutcome } from '../common/Outcome';
import { schemaErrors } from '../common/schemaErrors';
import { errorBox } from '../common/styles';
import { useHeldVersion } from '../common/useHeldVersion';
import { OptionFields } from './OptionFields';
import { type SitePoll, useChangeSitePollMutation, useCreateSitePollMutation } from './sitePollApi';

interface SitePollFormProps {
  /** The poll whose text changes; a new poll without it. */
  poll?: SitePoll;
  /** After the change was saved (with the text to show) or given up. */
  onDone?: (saved: string | undefined) => void;
}

/** The form's values as sent: the text trimmed; `atHome` only for a new poll. */
const inputOf = (values: { question: string; options: string[]; atHome: boolean }, creating: boolean) => ({
  question: values.question.trim(),
  options: values.options.map((option) => option.trim()),
  ...(creating ? { atHome: values.atHome } : {}),
});

/** The one options rule's text, under each option that breaks it (empty, or too long). */
const optionErrors = (options: string[], message: string) =>
  options.map((option) => (option.trim() === '' || [...option.trim()].length > LIMITS.pollOptionMax ? message : ''));

async function pollErrors(values: { question: string; options: string[]; atHome: boolean }, creating: boolean) {
  const errors = await schemaErrors(creating ? sitePollSchema : sitePollChangeSchema, inputOf(values, creating));
  const { options, ...others } = errors;
  return options ? { ...others, options: optionErrors(values.options, options) } : others;
}

/** A new site poll (question, 2–4 options, whether the home page shows it), or a change of its text. */
export function SitePollForm({ poll, onDone }: SitePollFormProps) {
  const [create] = useCreateSitePollMutation();
  const [change] = useChangeSitePollMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const [optionsError, setOptionsError] = useState<string>();
  const version = useHeldVersion(poll);
  const prefix = poll ? `poll-${poll.pollId}-` : 'poll-new-';
  const formId = `${prefix}form`;
  return (
    <Formik
      initialValues={{ question: poll?.question ?? '', options: poll?.options ?? ['', ''], atHome: false }}
      validate={(values) => pollErrors(values, !poll)}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        setOptionsError(undefined);
        const held = version.held();
        const result = held
          ? await change({ pollId: held.pollId, version: held.version, changes: inputOf(values, false) })
          : await create(inputOf(values, true));
        if ('error' in result && version.stale(result.error)) return;
        if ('error' in result) {
          const { options, ...others } = fieldErrors(result.error);
          setErrors(others);
          setOptionsError(options);
          setOutcome({ ok: false, text: errorMessage(result.error) });
          return;
        }
        if (poll) return onDone?.('पोल का सवाल सहेज लिया गया।');
        resetForm();
        setOutcome({ ok: true, text: `पोल ${result.data.data.pollId} बन गया।` });
      }}
    >
      {({ isSubmitting, values, handleChange, resetForm, submitForm }) => (
        <Form id={formId} noValidate aria-labelledby={`${prefix}title`}>
          <h2 id={`${prefix}title`}>{poll ? `पोल ${poll.pollId} का सवाल बदलें` : 'नया पोल'}</h2>
          {version.conflict ? (
            <DeskConflict
              fields={[
                { label: 'सवाल', mine: values.question, theirs: version.conflict.question },
                { label: 'विकल्प', mine: values.options.join(' / '), theirs: version.conflict.options.join(' / ') },
              ]}
              onReload={() => {
                resetForm({
                  values: { ...values, question: version.conflict!.question, options: version.conflict!.options },
                });
                version.take(version.conflict!);
              }}
              onKeep={() => {
                version.take(version.conflict!);
                void submitForm();
              }}
            />
          ) : null}
          <FormField idPrefix={prefix} name="question" label="सवाल" required maxLength={200} autoComplete="off" />
          <OptionFields prefix={prefix} />
          {optionsError ? <p css={errorBox}>{optionsError}</p> : null}
          {poll ? null : (
            <label css={{ display: 'flex', alignItems: 'center', gap: '8px', minHeight: '44px' }}>
              <input
                type="checkbox"
                name="atHome"
                checked={values.atHome}
                onChange={handleChange}
                css={{ width: '24px', height: '24px' }}
              />
              होम पेज पर दिखाएँ
            </label>
          )}
          <DeskFormFooter
            formId={formId}
            outcome={outcome}
            busy={isSubmitting}
            submitText={poll ? 'सहेजें' : 'पोल बनाएँ'}
            onCancel={poll ? () => onDone?.(undefined) : undefined}
          />
        </Form>
      )}
    </Formik>
  );
}
