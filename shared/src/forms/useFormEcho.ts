import type { FormikErrors, FormikTouched } from 'formik';
import { useMemo } from 'react';
import { selectFormEcho, useAppSelector } from '../store';

export interface EchoedFormProps<V> {
  initialValues: V;
  initialErrors: FormikErrors<V>;
  initialTouched: FormikTouched<V>;
}

/**
 * Formik's starting props for the form `formId`: `empty`, or, when the server answered this form's
 * post with the page again (the form echo), what the reader sent with each error shown under its field.
 */
export function useFormEcho<V extends Record<string, string>>(formId: string, empty: V): EchoedFormProps<V> {
  const { echo } = useAppSelector(selectFormEcho);
  return useMemo(() => {
    const mine = echo?.form === formId ? echo : undefined;
    const values = { ...empty };
    const errors: Record<string, string> = {};
    for (const key of Object.keys(empty) as (keyof V & string)[]) {
      const value = mine?.values[key];
      if (typeof value === 'string') values[key] = value as V[typeof key];
      const error = mine?.errors[key];
      if (error) errors[key] = error;
    }
    const touched = Object.fromEntries(Object.keys(errors).map((key) => [key, true]));
    return {
      initialValues: values,
      initialErrors: errors as FormikErrors<V>,
      initialTouched: touched as FormikTouched<V>,
    };
  }, [echo, formId, empty]);
}
