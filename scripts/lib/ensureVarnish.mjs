// Debian's Varnish (7.1, with varnish-modules for xkey), installed with apt-get when absent: the edge
// (`npm run start:edge`), its benchmark and its tests run it, and nothing else may bring a cache of its own.
import { existsSync, readdirSync } from 'node:fs';
import { log, run } from './workspace.mjs';

export const VARNISHD = '/usr/sbin/varnishd';
/** The xkey module (surrogate keys, soft purge) from varnish-modules, in Debian's multiarch folder. */
const XKEY_VMOD = 'varnish/vmods/libvmod_xkey.so';

const hasXkey = () =>
  ['', ...readdirSync('/usr/lib')].some((arch) => existsSync(`/usr/lib/${arch ? `${arch}/` : ''}${XKEY_VMOD}`));
const installed = () => existsSync(VARNISHD) && hasXkey();

/**
 * Installs Varnish and varnish-modules when missing; answers why it could not (undefined when they are
 * there now). The package's own service is not started: each edge runs its own varnishd.
 */
export function ensureVarnish() {
  if (installed()) return undefined;
  return (
    aptInstall(['varnish', 'varnish-modules']) ??
    (installed() ? undefined : `${VARNISHD} or /usr/lib/*/${XKEY_VMOD} is still missing after apt-get`)
  );
}

/** Installs Debian `packages` (apt-get update first); answers why it failed, or undefined. */
export function aptInstall(packages) {
  log(`installing Debian ${packages.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env });
  if (apt(['update', '-qq']) !== 0) return 'apt-get update failed';
  if (apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]) !== 0) {
    return `apt-get install ${packages.join(' ')} failed`;
  }
  return undefined;
}

/** For a tool that cannot run without it: installs Varnish or stops with a clear message. */
export function requireVarnish() {
  const problem = ensureVarnish();
  if (problem) {
    log(`this needs Debian varnish 7.1 and varnish-modules (apt-get install varnish varnish-modules): ${problem}`);
    process.exit(1);
  }
}
