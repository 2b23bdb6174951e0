import type { Server } from 'node:http';
import { isIPv6, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionSettings } from '../config';

/** The eight groups of an IPv6 address, `::` expanded. */
export function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}

/**
 * Whose connections are counted together: an IPv4 address (also when written IPv4-mapped), or the
 * /64 prefix of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address.split('%')[0]!)
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Caps open connections, counted from the moment they are accepted (before a request has arrived,
 * which is when a slow client holds them): in total through node's `maxConnections` (the ones over it
 * are closed at once) and per visitor address, except the operator's proxies (`isProxy`), which carry
 * many visitors. A connection over a cap is reset without an answer.
 */
export function limitConnections(
  server: Server,
  limits: Pick<ConnectionSettings, 'max' | 'maxPerAddress'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  isProxy: (address: string) => boolean = () => false,
): void {
  server.maxConnections = limits.max;
  let dropping = false;
  server.on('drop', () => {
    // Once per episode, not once per connection: an attack would otherwise flood the log.
    if (dropping) return;
    dropping = true;
    log.warn({ max: limits.max }, 'connection limit reached: new connections are refused');
    setTimeout(() => (dropping = false), 10_000).unref();
  });
  if (limits.maxPerAddress <= 0) return;

  const open = new Map<string, number>();
  const capped = new Set<string>();
  server.on('connection', (socket: Socket) => {
    if (!socket.remoteAddress || isProxy(socket.remoteAddress)) return;
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxPerAddress) {
      if (!capped.has(key)) {
        capped.add(key);
        log.warn({ max: limits.maxPerAddress }, 'connections per address capped: one address holds too many');
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        capped.delete(key);
      }
    });
  });
}
