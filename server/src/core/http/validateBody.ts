import { validateWith } from '@janmat/shared/validation';
import type { FastifyReply } from 'fastify';
import type { AnySchema } from 'yup';
import { SERVER_MESSAGES } from '../messages';
import { cleanTextFields } from './cleanText';

/**
 * Validates a request body with a shared yup schema, after cleaning its text fields (cleanText.ts:
 * bidi controls removed, invisible-only text counted as empty). On failure it answers
 * 400 `{ message: 'Validation failed', errors: { field: text } }` and returns undefined.
 */
export async function validateBody<T>(schema: AnySchema, body: unknown, reply: FastifyReply): Promise<T | undefined> {
  let errors: Record<string, string>;
  try {
    const result = await validateWith<T>(schema, cleanTextFields(body ?? {}));
    if (result.ok) return result.value;
    errors = result.errors;
  } catch {
    // A value yup cannot even cast (an object where text belongs, …) is just invalid input.
    errors = {};
  }
  await reply.code(400).send({ message: SERVER_MESSAGES.validationFailed, errors });
  return undefined;
}
