import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import type { AnySchema } from 'yup';

/**
 * A Formik `validate` that checks with a shared schema loaded when the form is first checked (the
 * first field left or the first submit), not with the page: the schema's module and Yup with it
 * are a chunk of their own (`load` is the form's `() => import(…)`). The errors are Formik's own for
 * that schema (`validationSchema` gives the same), so the Hindi texts and the fields they go under
 * do not change.
 */
export function validateLater<Values extends FormikValues>(load: () => Promise<AnySchema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error | undefined)?.name !== 'ValidationError') throw error;
      return yupToFormErrors(error);
    }
  };
}
