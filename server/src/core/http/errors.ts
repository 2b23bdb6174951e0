import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../messages';
import { isPlainFormPost, sendNoticePage } from './noticePage';

/** One failed JSON-schema check (Ajv's `keyword`, `instancePath`, `params`). */
export type ValidationItem = NonNullable<FastifyError['validation']>[number];

const STATUS_MESSAGES: Record<number, string> = {
  404: SERVER_MESSAGES.notFound,
  413: SERVER_MESSAGES.tooLarge,
  414: SERVER_MESSAGES.badUrl,
  415: SERVER_MESSAGES.unsupportedType,
  429: SERVER_MESSAGES.tooMany,
};

/** The field a failed check is about: its path (`options.1`), or the property missing or not allowed. */
function fieldOf(item: ValidationItem, context: string | undefined): string {
  const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { missingProperty, additionalProperty } = item.params as {
    missingProperty?: string;
    additionalProperty?: string;
  };
  const property = missingProperty ?? additionalProperty;
  return [path, property].filter(Boolean).join('.') || context || '_';
}

/** The readers' API's texts for a failed JSON-schema check. */
function readerMessage(item: ValidationItem): string {
  return item.keyword === 'pattern' ? SERVER_MESSAGES.fieldCharacters : SERVER_MESSAGES.fieldInvalid;
}

/**
 * A schema-validation failure as `{ field: text }`, the first per field; `describe` words each
 * failed check (both the readers' API and the newsroom in Hindi).
 */
export function validationErrors(
  error: FastifyError,
  describe: (item: ValidationItem) => string = readerMessage,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    const field = fieldOf(item, error.validationContext);
    errors[field] ??= describe(item);
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
  // A form sent without the page's scripts gets a page it can show, with the way back to the form.
  if (status === 429 && isPlainFormPost(request)) {
    const back = request.url.split('?')[0] ?? '/';
    return sendNoticePage(reply, 429, {
      heading: 'थोड़ी देर बाद भेजें',
      text: SERVER_MESSAGES.tooMany,
      link: { href: back, label: 'फ़ॉर्म पर लौटें' },
    });
  }
  // The file server's 403 (a path with `//` or `..` in it) is a file that is not there.
  if (status === 403) return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
  const { publicMessage } = error as { publicMessage?: string };
  return reply.code(status).send({ message: publicMessage ?? STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest });
}

/** Errors Fastify raises before routing (broken percent-encoding, over-long parameters). */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.code(status).send({ message: SERVER_MESSAGES.badUrl });
}
