import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from '../core/http/connectionLimits';

const ipv4Network = (address: string): string => `${address.split('.').slice(0, 3).join('.')}.0/24`;

/**
 * The network a reader's address belongs to, as the guardrails count readers: an IPv4 address's /24
 * (also when written IPv4-mapped, `::ffff:198.51.100.7` or `::ffff:c633:6407`), an IPv6 address's
 * /48. Someone who holds many addresses usually holds them in a few such blocks (a server's, a
 * cloud's, one subscriber's /48), so what they post counts as a few networks, not as many readers.
 */
export function networkOf(address: string): string {
  const plain = address.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return ipv4Network(mapped[1]!);
  if (isIPv4(plain)) return ipv4Network(plain);
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain).map((group) => Number.parseInt(group || '0', 16));
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Network(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/**
 * What a reader's view is stored under: a keyed hash of their network (networkOf) and the day
 * (UTC), so rows never hold an address and one day's hashes cannot be matched with another's. One
 * view per build per network per minute is kept (the primary key of `rum_views`).
 */
export const networkKey = (secret: string, address: string, at: number): string =>
  createHmac('sha256', secret)
    .update(`network|${new Date(at).toISOString().slice(0, 10)}|${networkOf(address)}`)
    .digest('base64url')
    .slice(0, 22);
