import type { StaffRole } from '@janmat/shared/contracts';
import { FocusFirstError, FormField } from '@janmat/shared/forms';
import { MIN_PASSWORD_LENGTH, newStaffSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../common/errorMessage';
import { ROLE_LABELS } from '../common/roleLabels';
import { errorBox, mainButton, selectControl, successBox } from '../common/styles';
import { useAddStaffMutation } from './staffApi';

const FORM_ID = 'add-staff';
const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

const EMPTY = { name: '', email: '', role: 'reporter' as StaffRole, password: '' };

/** An admin adds a staff member; the server's refusals (e-mail taken, …) show beside the fields. */
export function AddStaffForm() {
  const [addStaff] = useAddStaffMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={newStaffSchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const result = await addStaff({ ...values, name: values.name.trim(), email: values.email.trim() });
        if ('error' in result) {
          setErrors(fieldErrors(result.error));
          setOutcome({ ok: false, text: errorMessage(result.error) });
          return;
        }
        resetForm();
        setOutcome({ ok: true, text: `${result.data.data.name} जोड़ दिए गए।` });
      }}
    >
      {({ isSubmitting, values, handleChange }) => (
        <Form id={FORM_ID} noValidate aria-labelledby="add-staff-title">
          <h2 id="add-staff-title">नया स्टाफ सदस्य</h2>
          <FormField idPrefix="staff-" name="name" label="नाम" required autoComplete="off" />
          <FormField idPrefix="staff-" name="email" label="ई-मेल" type="email" required autoComplete="off" />
          <label htmlFor="staff-role" css={{ display: 'block', fontWeight: 600 }}>
            भूमिका
          </label>
          <select
            id="staff-role"
            name="role"
            css={{ ...selectControl, marginBottom: '16px' }}
            value={values.role}
            onChange={handleChange}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <FormField
            idPrefix="staff-"
            name="password"
            label="पहला पासवर्ड"
            hint={`कम से कम ${MIN_PASSWORD_LENGTH} अक्षर`}
            type="password"
            required
            autoComplete="new-password"
          />
          {outcome ? (
            <p role={outcome.ok ? 'status' : 'alert'} css={outcome.ok ? successBox : errorBox}>
              {outcome.text}
            </p>
          ) : null}
          <button type="submit" css={mainButton} disabled={isSubmitting}>
            जोड़ें
          </button>
          <FocusFirstError formId={FORM_ID} />
        </Form>
      )}
    </Formik>
  );
}
