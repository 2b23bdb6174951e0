import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../core/http/errors';
import { NEWSROOM_MESSAGES } from '../../core/messages';

/** Errors inside the newsroom answer in Hindi; everything else is the site's usual handling. */
export function newsroomError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 429) {
    const signin = request.routeOptions.url === '/api/newsroom/signin';
    return reply
      .code(429)
      .header('cache-control', 'no-store')
      .send({ message: signin ? NEWSROOM_MESSAGES.tooManySignins : NEWSROOM_MESSAGES.tooManyRequests });
  }
  if (error.validation) {
    return reply.code(400).send({ message: NEWSROOM_MESSAGES.validationFailed, errors: {} });
  }
  return handleError(error, request, reply);
}
