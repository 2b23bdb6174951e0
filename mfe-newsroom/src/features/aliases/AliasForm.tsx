import { FormField } from '@janmat/shared/forms';
import { ALIAS_EXPANSION_MAX, ALIAS_TERM_MAX, aliasSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { type SearchAlias, useAddSearchAliasMutation } from './aliasApi';

const EMPTY: SearchAlias = { term: '', expansion: '' };
const FORM_ID = 'alias-new-form';

/** Adds an alias: the word readers type and the Devanagari name or phrase it stands for. */
export function AliasForm() {
  const [add] = useAddSearchAliasMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={aliasSchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const result = await add({ term: values.term.trim(), expansion: values.expansion.trim() });
        settleDeskForm(result, {
          setErrors,
          resetForm,
          setOutcome,
          added: ({ data }) => `«${data.term}» जोड़ दिया गया: अब इससे «${data.expansion}» की ख़बरें भी मिलेंगी।`,
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form id={FORM_ID} noValidate aria-labelledby="alias-new-title">
          <h2 id="alias-new-title">नया उपनाम</h2>
          <FormField
            idPrefix="alias-new-"
            name="term"
            label="पाठक जो लिखते हैं"
            hint="एक शब्द, जैसे vvpat या बीजेपी"
            required
            maxLength={ALIAS_TERM_MAX}
            autoComplete="off"
          />
          <FormField
            idPrefix="alias-new-"
            name="expansion"
            label="देवनागरी में अर्थ"
            hint="नाम या वाक्यांश, जैसे वीवीपैट या भारतीय जनता पार्टी"
            required
            maxLength={ALIAS_EXPANSION_MAX}
            autoComplete="off"
          />
          <DeskFormFooter formId={FORM_ID} outcome={outcome} busy={isSubmitting} submitText="जोड़ें" />
        </Form>
      )}
    </Formik>
  );
}
