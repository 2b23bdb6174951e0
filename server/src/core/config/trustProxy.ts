import { isIP } from 'node:net';
import { isLoopbackOrPrivate } from '../privateAddress';

/** Named ranges Fastify (proxy-addr) accepts besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the addresses or CIDRs of your own proxies (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8), ' +
  'or to how many proxies stand in front of the server (e.g. TRUST_PROXY=1 for one load balancer, with HOST a loopback or private address).';

/**
 * Whose X-Forwarded-For to believe. `true` would take the left-most address, which the client itself
 * writes: any visitor could vote as many addresses as they like and skip the rate limits.
 */
export function trustProxySetting(value: string | undefined, host: string): false | string | number {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(`TRUST_PROXY=true would trust addresses any client can forge. ${TRUST_PROXY_HELP}`);
  }
  if (/^\d+$/.test(text)) return hopCount(Number(text), host);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !validProxyEntry(entry));
  if (invalid.length > 0)
    throw new Error(
      `TRUST_PROXY has entries that are not addresses or CIDRs: ${invalid.join(', ')}. ${TRUST_PROXY_HELP}`,
    );
  return entries.join(',');
}

/**
 * A hop count trusts whoever connects to be a proxy: only safe while nobody but the proxies can
 * connect, that is, while the server listens on a loopback or private address.
 */
function hopCount(hops: number, host: string): number {
  if (isLoopbackOrPrivate(host)) return hops;
  throw new Error(
    `TRUST_PROXY=${hops} takes every connection for a proxy's, and HOST=${host} lets anyone connect: ` +
      'any visitor could name their own address in X-Forwarded-For, vote as many addresses and skip the rate limits. ' +
      'Listen where only the proxies reach the server (HOST=127.0.0.1 or a private address such as 10.0.0.5), ' +
      'or name the proxies instead (e.g. TRUST_PROXY=10.0.0.2).',
  );
}
