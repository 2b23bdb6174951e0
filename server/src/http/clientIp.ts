import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address as the site knows it (TRUST_PROXY decides whether X-Forwarded-For counts);
 * IPv4 addresses mapped into IPv6 are written the IPv4 way, so one visitor has one spelling.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
}
