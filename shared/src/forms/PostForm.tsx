import { Form } from 'formik';
import type { ReactNode } from 'react';
import { FORM_TOKEN_FIELD } from '../contracts/formEcho';
import { selectFormEcho, useAppSelector } from '../store';
import { errorText } from './fieldStyles';
import { useAdoptTypedValues } from './useAdoptTypedValues';

export interface PostFormProps {
  /** The form element's id (also the form echo's name for it). */
  id: string;
  /** Where the browser posts it without scripts: a path of the route table (`href.*`). */
  action: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * A Formik form that is a plain HTML form too: `method="post"` to `action` with the page's one-time
 * token, so it is sent and answered by the server when the scripts have not run or are off. With
 * them, Formik handles the submit and nothing is posted. A refusal of the whole form the server
 * echoed (`FormEcho.notice`) shows at its top.
 */
export function PostForm({ id, action, children, ...rest }: PostFormProps) {
  const { token, echo } = useAppSelector(selectFormEcho);
  useAdoptTypedValues(id);
  const notice = echo?.form === id ? echo.notice : undefined;
  return (
    <Form id={id} method="post" action={action} noValidate {...rest}>
      {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
      {notice ? (
        <p role="alert" css={errorText}>
          {notice}
        </p>
      ) : null}
      {children}
    </Form>
  );
}
