import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * After a submit that fails validation, moves focus to the first invalid field of the form `formId`
 * (in the order the reader sees them). Renders nothing.
 */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, submitCount, isSubmitting, isValid]);
  return null;
}
