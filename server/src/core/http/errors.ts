import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../messages';

type ValidationItem = NonNullable<FastifyError['validation']>[number];

const STATUS_MESSAGES: Record<number, string> = {
  404: SERVER_MESSAGES.notFound,
  413: SERVER_MESSAGES.tooLarge,
  414: SERVER_MESSAGES.badUrl,
  415: SERVER_MESSAGES.unsupportedType,
  429: SERVER_MESSAGES.tooMany,
};

function fieldOf(item: ValidationItem, context: string | undefined): string {
  const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (item.params as { missingProperty?: string }).missingProperty;
  return path || missing || context || '_';
}

function messageOf(item: ValidationItem): string {
  if (item.keyword === 'pattern') return 'contains characters that are not allowed';
  return item.message ?? 'is not valid';
}

/** Schema errors as `{ field: text }`, the first per field. */
function validationErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    const field = fieldOf(item, error.validationContext);
    errors[field] ??= messageOf(item);
  }
  return errors;
}

/** Every error answers JSON `{ message }`; details of server faults stay in the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validation) {
    return reply.code(400).send({ message: SERVER_MESSAGES.validationFailed, errors: validationErrors(error) });
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: SERVER_MESSAGES.internal });
  }
  if (status === 429) reply.header('cache-control', 'no-store');
  return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest });
}

/** Errors Fastify raises before routing (broken percent-encoding, over-long parameters). */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.code(status).send({ message: SERVER_MESSAGES.badUrl });
}
