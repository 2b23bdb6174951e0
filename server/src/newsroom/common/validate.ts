import type { NewsroomError } from '@janmat/shared/contracts';
import { type FieldErrors, validateWith } from '@janmat/shared/validation';
import type { FastifyReply } from 'fastify';
import type { AnySchema, InferType } from 'yup';
import { cleanText } from '../../core/http/cleanText';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';

/** Fields kept exactly as sent: every character of a password is its own; an article's HTML goes to the sanitizer. */
const AS_SENT = new Set(['password', 'body']);

const cleanValue = (value: unknown): unknown =>
  typeof value === 'string' ? cleanText(value) : Array.isArray(value) ? value.map(cleanValue) : value;

/** A body or query's fields with their text cleaned (cleanText: bidi controls gone, invisible-only text empty). */
function cleaned(raw: unknown): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([field, value]) => [field, AS_SENT.has(field) ? value : cleanValue(value)]),
  );
}

/**
 * A request's body or query checked with one of the shared schemas (`@janmat/shared/validation`, the
 * same the newsroom's forms use): its cast value, or the Hindi text of each field at fault.
 */
export function checkInput<S extends AnySchema>(
  schema: S,
  raw: unknown,
  context?: object,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors }> {
  return validateWith<InferType<S>>(schema, cleaned(raw), context);
}

/** 400 `{ message, errors: { field: Hindi text } }`. */
export const invalid = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(400).send({ message: M.validationFailed, errors } satisfies NewsroomError);
