import { BlockList, isIP } from 'node:net';

/** Loopback, private (RFC 1918, IPv6 unique-local) and link-local ranges: reachable only from nearby. */
const NEARBY = new BlockList();
NEARBY.addSubnet('127.0.0.0', 8, 'ipv4');
NEARBY.addSubnet('10.0.0.0', 8, 'ipv4');
NEARBY.addSubnet('172.16.0.0', 12, 'ipv4');
NEARBY.addSubnet('192.168.0.0', 16, 'ipv4');
NEARBY.addSubnet('169.254.0.0', 16, 'ipv4');
NEARBY.addAddress('::1', 'ipv6');
NEARBY.addSubnet('fc00::', 7, 'ipv6');
NEARBY.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether a listening address (HOST) is loopback or private, so only machines of the same host or
 * network can connect: `localhost`, `127.0.0.1`, `10.0.0.5`, `::1`, `fd00::1`. `0.0.0.0`, `::` and
 * public addresses are not.
 */
export function isLoopbackOrPrivate(host: string): boolean {
  const address = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (address.toLowerCase() === 'localhost') return true;
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i)?.[1];
  const plain = mapped ?? address;
  const version = isIP(plain);
  if (version === 0) return false;
  return NEARBY.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}
