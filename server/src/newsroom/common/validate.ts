import type { NewsroomError } from '@janmat/shared/contracts';
import type { FieldErrors } from '@janmat/shared/validation';
import type { FastifyReply } from 'fastify';
import type { AnySchema, InferType } from 'yup';
import { checkBody } from '../../core/http/validateBody';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';

/** Fields kept exactly as sent: every character of a password is its own; an article's HTML goes to the sanitizer. */
const AS_SENT: ReadonlySet<string> = new Set(['password', 'body']);

const isFields = (raw: unknown): raw is Record<string, unknown> =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw);

/**
 * A request's body or query checked with one of the shared schemas (`@janmat/shared/validation`, the
 * same the newsroom's forms use) by the server's one check (core/http/validateBody.ts): its cast
 * value, or the Hindi text of each field at fault. Anything but an object is checked as no fields,
 * so each required one is named.
 */
export function checkInput<S extends AnySchema>(
  schema: S,
  raw: unknown,
  context?: object,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors }> {
  return checkBody<InferType<S>>(schema, isFields(raw) ? raw : {}, { context, asSent: AS_SENT });
}

/** 400 `{ message, errors: { field: Hindi text } }`. */
export const invalid = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(400).send({ message: M.validationFailed, errors } satisfies NewsroomError);
