import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';

/** The `ETag` of a row at `version` (a strong tag: the version number in quotes). */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version a change was made to, from its `If-Match` (`"7"`, also `W/"7"` or a bare `7`); undefined
 * when there is none or it names no version (`*` included: a change must say which one it saw).
 */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  const match = text === undefined ? null : /^(?:W\/)?"?(\d{1,9})"?$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** 428: a change without the version it was made to. */
export const versionRequired = (reply: FastifyReply) => reply.code(428).send({ message: M.versionRequired });

/** The reply carries `version` as its `ETag`, and is sent. */
export function withVersion<T>(reply: FastifyReply, version: number, body: T, status = 200): FastifyReply {
  return reply.code(status).header('etag', etagOf(version)).send(body);
}
