import type { FastifyRequest } from 'fastify';
import { clientIp } from './clientIp';

const asked = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

test("the visitor's address, an IPv4 one mapped into IPv6 written the IPv4 way", () => {
  expect(clientIp(asked('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  expect(clientIp(asked('2001:db8::1'))).toBe('2001:db8::1');
});

test('a request whose visitor has hung up (no address left) has none, instead of failing', () => {
  expect(clientIp(asked(undefined))).toBe('');
});
