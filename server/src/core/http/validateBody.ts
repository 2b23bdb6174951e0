import { type FieldErrors, validateWith } from '@janmat/shared/validation';
import type { FastifyReply } from 'fastify';
import type { AnySchema } from 'yup';
import { SERVER_MESSAGES } from '../messages';
import { cleanTextFields } from './cleanText';

/** What a check may be given beyond the body: the schema's context, and fields kept exactly as sent. */
export interface CheckOptions {
  context?: object;
  asSent?: ReadonlySet<string>;
}

/**
 * The one check of what a client sent (a reader's form or API call, the newsroom's): its text fields
 * cleaned (cleanText.ts: bidi controls removed, text that shows nothing counted as empty), then
 * checked with a shared yup schema, the same the forms use: the cast value, or each field's first
 * message. A value yup cannot even cast (an object where text belongs, …) is invalid input.
 */
export async function checkBody<T>(
  schema: AnySchema,
  body: unknown,
  options: CheckOptions = {},
): Promise<{ ok: true; value: T } | { ok: false; errors: FieldErrors }> {
  try {
    return await validateWith<T>(schema, cleanTextFields(body ?? {}, options.asSent), options.context);
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
