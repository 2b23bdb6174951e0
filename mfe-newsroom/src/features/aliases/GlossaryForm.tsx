import { FormField } from '@janmat/shared/forms';
import { GLOSSARY_HINDI_MAX, GLOSSARY_TERM_MAX, glossarySchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { type SearchGlossaryEntry, useSaveGlossaryEntryMutation } from './glossaryApi';

const EMPTY: SearchGlossaryEntry = { term: '', hindi: '' };
const FORM_ID = 'glossary-new-form';

/** Adds a glossary entry (or gives a word already in it new forms): the English readers type and its Hindi forms. */
export function GlossaryForm() {
  const [save] = useSaveGlossaryEntryMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={glossarySchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const result = await save({ term: values.term.trim(), hindi: values.hindi.trim() });
        settleDeskForm(result, {
          setErrors,
          resetForm,
          setOutcome,
          added: ({ data }) => `«${data.term}» शब्दकोश में है: अब इससे «${data.hindi}» की ख़बरें भी मिलेंगी।`,
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form id={FORM_ID} noValidate aria-labelledby="glossary-new-title">
          <h3 id="glossary-new-title">शब्दकोश में नया शब्द</h3>
          <FormField
            idPrefix="glossary-new-"
            name="term"
            label="अंग्रेज़ी शब्द या वाक्यांश"
            hint="एक से चार शब्द, जैसे parliament या chief minister"
            required
            maxLength={GLOSSARY_TERM_MAX}
            autoComplete="off"
          />
          <FormField
            idPrefix="glossary-new-"
            name="hindi"
            label="हिंदी रूप"
            hint="अल्पविराम से अलग, सबसे चलता पहले, जैसे भाजपा, बीजेपी"
            required
            maxLength={GLOSSARY_HINDI_MAX}
            autoComplete="off"
          />
          <DeskFormFooter formId={FORM_ID} outcome={outcome} busy={isSubmitting} submitText="सहेजें" />
        </Form>
      )}
    </Formik>
  );
}
