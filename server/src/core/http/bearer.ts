import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The bearer token a request carries (`Authorization: Bearer <token>`), if it carries one. */
export const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

const digest = (text: string) => new Uint8Array(createHash('sha256').update(text, 'utf8').digest());

/** Whether a token is the expected one, compared in constant time (never true without one expected). */
export function tokenCheck(expected: string | undefined): (given: string) => boolean {
  const wanted = expected ? digest(expected) : undefined;
  return (given) => wanted !== undefined && timingSafeEqual(digest(given), wanted);
}
