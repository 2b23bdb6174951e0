import { type FieldErrors, validateWith } from '@janmat/shared/validation';
import type { AnySchema } from 'yup';

/**
 * A form's errors by one of the shared schemas (`@janmat/shared/validation`, the same the server
 * checks with), for Formik's `validate`: `input` is what the form would send, so the rule and its
 * Hindi text are the server's own. "Nothing to change" (`_`) is no field's error: an unchanged form
 * simply sends nothing.
 */
export async function schemaErrors(schema: AnySchema, input: object): Promise<FieldErrors> {
  const result = await validateWith(schema, input);
  if (result.ok) return {};
  const { _: _nothing, ...fields } = result.errors;
  return fields;
}
