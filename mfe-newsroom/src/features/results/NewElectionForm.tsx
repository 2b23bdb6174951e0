import { FormField } from '@janmat/shared/forms';
import { electionSchema } from '@janmat/shared/validation';
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { schemaErrors } from '../common/schemaErrors';
import { type NewElection, useCreateElectionMutation } from './resultsDeskApi';

type Values = {
  slug: string;
  name: string;
  kind: NewElection['kind'];
  state: string;
  counting_date: string;
  seats: string;
  majority: string;
};

const EMPTY: Values = {
  slug: '',
  name: '',
  kind: 'vidhan-sabha',
  state: '',
  counting_date: '',
  seats: '',
  majority: '',
};

/** What the form sends: numbers as numbers, no state for a national election. */
const electionOf = (v: Values) => ({
  ...v,
  state: v.state.trim() || null,
  seats: v.seats === '' ? undefined : Number(v.seats),
  majority: v.majority === '' ? undefined : Number(v.majority),
});

/** A new election: its address, Hindi name, kind, state, counting day, seats and majority mark. */
export function NewElectionForm() {
  const [create] = useCreateElectionMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  return (
    <Formik
      initialValues={EMPTY}
      validate={(values) => schemaErrors(electionSchema, electionOf(values))}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const result = await create(electionOf(values) as NewElection);
        settleDeskForm(result, { setErrors, resetForm, setOutcome, added: () => 'चुनाव जोड़ दिया गया।' });
      }}
    >
      {({ isSubmitting }) => (
        <Form id="new-election" noValidate aria-labelledby="new-election-title">
          <h2 id="new-election-title">नया चुनाव</h2>
          <FormField idPrefix="election-" name="name" label="नाम" required maxLength={200} autoComplete="off" />
          <FormField
            idPrefix="election-"
            name="slug"
            label="पता (slug)"
            hint="जैसे bihar-2030"
            required
            autoComplete="off"
          />
          <label htmlFor="election-kind">प्रकार</label>
          <Field as="select" id="election-kind" name="kind">
            <option value="lok-sabha">लोकसभा</option>
            <option value="vidhan-sabha">विधानसभा</option>
            <option value="by-election">उपचुनाव</option>
          </Field>
          <FormField idPrefix="election-" name="state" label="राज्य" hint="लोकसभा के लिए खाली" autoComplete="off" />
          <FormField idPrefix="election-" name="counting_date" label="मतगणना की तारीख़" type="date" required />
          <FormField idPrefix="election-" name="seats" label="सीटें" type="number" inputMode="numeric" required />
          <FormField idPrefix="election-" name="majority" label="बहुमत" type="number" inputMode="numeric" required />
          <DeskFormFooter formId="new-election" outcome={outcome} busy={isSubmitting} submitText="चुनाव जोड़ें" />
        </Form>
      )}
    </Formik>
  );
}
