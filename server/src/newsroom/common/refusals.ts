import type { FastifyReply } from 'fastify';
import type { Db } from '../../core/db/client';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { etagOf } from './versions';

/** A transaction of the newsroom's writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Refusals a transaction throws, answered after it has rolled back. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string>; current?: { version: number } },
  ) {
    super(body.message);
  }
}

export const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  new Refusal(status, errors ? { message, errors } : { message });

/** 409: the change was made to an older version; the row as it is now goes with it. */
export const staleVersion = (current: { version: number }) => new Refusal(409, { message: M.versionStale, current });

/** A unique key refused the row (two articles given one slug at the same moment). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Answers a refusal thrown by a write (with the row's version as its ETag when it carries one); rethrows anything else. */
export function answerRefusal(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof Refusal) {
    if (error.body.current) reply.header('etag', etagOf(error.body.current.version));
    return reply.code(error.status).send(error.body);
  }
  if (isUniqueViolation(error)) return reply.code(409).send({ message: M.slugTaken });
  throw error;
}
