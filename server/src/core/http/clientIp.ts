import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../messages';

/**
 * The visitor's address as the site knows it (TRUST_PROXY decides whether X-Forwarded-For counts);
 * IPv4 addresses mapped into IPv6 are written the IPv4 way, so one visitor has one spelling. Empty
 * when the request has no address left (its socket closed): the address check refuses it.
 */
export function clientIp(request: FastifyRequest): string {
  // A request whose visitor has already hung up has no address left (its socket is gone): none.
  const ip: string | undefined = request.ip;
  return (ip ?? '').replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
}

/**
 * Every request's visitor has an address the site can read: with TRUST_PROXY, X-Forwarded-For may
 * name anything (`1:::::`, a word), and votes, limits and sign-in waits are keyed on it. Such a
 * request answers 400 before any route sees it, instead of failing deep inside a write.
 */
export function registerReadableVisitor(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isIP(clientIp(request)) === 0) return reply.code(400).send({ message: SERVER_MESSAGES.unreadableAddress });
  });
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: the proxies' addresses as given, or, for a hop count, the
 * test proxy-addr applies to a number (the socket and the next `hops - 1` addresses of
 * X-Forwarded-For, read from the right, are proxies; the one before them is the visitor).
 */
export function trustProxyOption(
  setting: false | string | number,
): false | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
