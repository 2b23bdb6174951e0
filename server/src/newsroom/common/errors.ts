import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError, type ValidationItem, validationErrors } from '../../core/http/errors';
import { NEWSROOM_MESSAGES } from '../../core/messages';

const TYPE_MESSAGES: Record<string, string> = {
  integer: F.wholeNumber,
  number: F.wholeNumber,
  string: F.textInvalid,
  boolean: F.booleanInvalid,
  object: F.objectInvalid,
  array: F.listInvalid,
};

/** One failed JSON-schema check (a path's id, a body's shape or size) in Hindi. */
export function hindiSchemaMessage({ keyword, params }: ValidationItem): string {
  const { limit, type } = params as { limit?: number; type?: string };
  switch (keyword) {
    case 'required':
      return F.fieldRequired;
    case 'additionalProperties':
      return F.unknownField;
    case 'type':
      return TYPE_MESSAGES[String(type)] ?? F.valueInvalid;
    case 'minimum':
      return F.atLeast(Number(limit));
    case 'maximum':
      return F.atMost(Number(limit));
    case 'minLength':
      return F.longerThan(Number(limit));
    case 'maxLength':
      return F.shorterThan(Number(limit));
    case 'pattern':
      return F.notAllowedCharacters;
    default:
      return F.valueInvalid;
  }
}

/**
 * Errors inside the newsroom answer in Hindi: a request its route's JSON schema refuses is a 400 with
 * a Hindi text per field, too many requests a 429; everything else is the site's usual handling.
 */
export function newsroomError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 429) {
    const signin = request.routeOptions.url === '/api/newsroom/signin';
    return reply
      .code(429)
      .header('cache-control', 'no-store')
      .send({ message: signin ? NEWSROOM_MESSAGES.tooManySignins : NEWSROOM_MESSAGES.tooManyRequests });
  }
  if (error.validation) {
    const errors = validationErrors(error, hindiSchemaMessage);
    return reply.code(400).send({ message: NEWSROOM_MESSAGES.validationFailed, errors });
  }
  return handleError(error, request, reply);
}
