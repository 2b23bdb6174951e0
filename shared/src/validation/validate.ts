import { type AnySchema, ValidationError } from 'yup';

export type FieldErrors = Record<string, string>;

/**
 * Validates and casts `value` with `schema` (its tests may read `context`, e.g. the moment "now"),
 * collecting the first message per field.
 * Returns either the cast value or the field errors; never throws for invalid input.
 */
export async function validateWith<T>(
  schema: AnySchema,
  value: unknown,
  context?: object,
): Promise<{ ok: true; value: T } | { ok: false; errors: FieldErrors }> {
  try {
    const cast = (await schema.validate(value, { abortEarly: false, stripUnknown: true, context })) as T;
    return { ok: true, value: cast };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path ?? '_';
      if (!(key in errors)) errors[key] = inner.message;
    }
    return { ok: false, errors };
  }
}
