import { theme } from '@janmat/shared';
import { FocusFirstError, FormField, validateLater } from '@janmat/shared/forms';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../common/errorMessage';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { errorBox, mainButton, pageTitle } from '../common/styles';
import { useSignInMutation } from './signInApi';

const FORM_ID = 'newsroom-signin';

/** Checked by the server's schema, loaded with Yup when the form is first checked (not with the newsroom's first page). */
const validateSignIn = validateLater<{ email: string; password: string }>(() =>
  import('@janmat/shared/validation').then((m) => m.signinSchema),
);

const box = { maxWidth: '420px', margin: `${theme.space.xxl} auto`, padding: theme.space.md } as const;

/** Staff sign-in; a wrong password, a locked account or too many tries answer in Hindi from the server. */
export function SignInPage() {
  const [signIn] = useSignInMutation();
  const [refusal, setRefusal] = useState<string>();
  return (
    <main id="main" css={box}>
      <NewsroomTitle title="साइन इन" />
      <h1 css={pageTitle}>जनमत न्यूज़रूम: साइन इन</h1>
      <Formik
        initialValues={{ email: '', password: '' }}
        validate={validateSignIn}
        onSubmit={async (values) => {
          setRefusal(undefined);
          const result = await signIn({ email: values.email.trim(), password: values.password });
          if ('error' in result) setRefusal(errorMessage(result.error));
        }}
      >
        {({ isSubmitting }) => (
          <Form id={FORM_ID} noValidate>
            <FormField idPrefix="signin-" name="email" label="ई-मेल" type="email" autoComplete="username" required />
            <FormField
              idPrefix="signin-"
              name="password"
              label="पासवर्ड"
              type="password"
              autoComplete="current-password"
              required
            />
            {refusal ? (
              <p role="alert" css={errorBox}>
                {refusal}
              </p>
            ) : null}
            <button type="submit" css={mainButton} disabled={isSubmitting}>
              {isSubmitting ? 'साइन इन हो रहा है…' : 'साइन इन करें'}
            </button>
            <FocusFirstError formId={FORM_ID} />
          </Form>
        )}
      </Formik>
    </main>
  );
}
