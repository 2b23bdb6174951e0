import { type FieldErrors, validateWith } from '@janmat/shared/validation';
import type { FastifyReply } from 'fastify';
import type { AnySchema } from 'yup';
import { SERVER_MESSAGES } from '../messages';
import { cleanTextFields } from './cleanText';

/**
 * Checks a request body with a shared yup schema, after cleaning its text fields (cleanText.ts:
 * bidi controls removed, invisible-only text counted as empty): the cast value, or each field's
 * first message. A value yup cannot even cast (an object where text belongs, …) is invalid input.
 */
export async function checkBody<T>(
  schema: AnySchema,
  body: unknown,
): Promise<{ ok: true; value: T } | { ok: false; errors: FieldErrors }> {
  try {
    return await validateWith<T>(schema, cleanTextFields(body ?? {}));
  } catch {
    return { ok: false, errors: {} };
  }
}

/**
 * Validates a request body with a shared yup schema (`checkBody`). On failure it answers
 * 400 `{ message: 'Validation failed', errors: { field: text } }` and returns undefined.
 */
export async function validateBody<T>(schema: AnySchema, body: unknown, reply: FastifyReply): Promise<T | undefined> {
  const result = await checkBody<T>(schema, body);
  if (result.ok) return result.value;
  await reply.code(400).send({ message: SERVER_MESSAGES.validationFailed, errors: result.errors });
  return undefined;
}
