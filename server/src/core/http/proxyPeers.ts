import { BlockList, isIP } from 'node:net';

/** The named ranges TRUST_PROXY accepts (the names Fastify's proxy-addr knows). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addEntry(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/**
 * Tells whether a connection comes from one of the operator's proxies (TRUST_PROXY): those carry
 * many visitors each, so a per-address connection cap must not apply to them. A hop count means
 * every connection comes through a proxy.
 */
export function proxyPeerTest(trustProxy: false | string | number | boolean): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy !== 'string') return () => true;
  const list = new BlockList();
  for (const raw of trustProxy.split(',')) {
    const entry = raw.trim();
    for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(list, range);
  }
  return (address) => {
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && list.check(address, type);
  };
}
