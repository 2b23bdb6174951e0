import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** After a submit that fails validation, moves focus to the first field with an error. */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isValidating, errors } = useFormikContext<Record<string, string>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt, after validation.
  useEffect(() => {
    if (submitCount === 0 || isValidating) return;
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(`poll-field-${first}`)?.focus();
  }, [submitCount, isValidating]);
  return null;
}
