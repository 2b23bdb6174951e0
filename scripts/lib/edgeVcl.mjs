// The edge's Varnish as this repository runs it (`npm run start:edge`, `npm run bench:edge`, the edge
// journeys): deploy/varnish/janmat.vcl with an origins.vcl rendered from the origins' addresses, one
// varnishd with a work folder of its own, stopped with the process that started it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VARNISHD } from './ensureVarnish.mjs';
import { backendHealth, varnishStats } from './varnishState.mjs';
import { ROOT } from './workspace.mjs';

export const VCL_DIR = join(ROOT, 'deploy', 'varnish');

/** Who may PURGE when EDGE_PURGERS names no one: this machine only. */
const LOCAL_PURGERS = ['localhost', '127.0.0.1', '::1'];

/** `http://127.0.0.1:3000,http://10.0.0.5:3000` → [{ host, port }]; a clear error for anything else. */
export function parseOrigins(list) {
  return String(list)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = new URL(item.includes('://') ? item : `http://${item}`);
      if (url.protocol !== 'http:' || (url.pathname !== '/' && url.pathname !== '')) {
        throw new Error(`EDGE_ORIGINS: ${item} is not http://host:port (Varnish speaks plain HTTP to its origins)`);
      }
      return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port || '80' };
    });
}

/** An ACL entry: an address, a host name, or a network (`10.0.0.0/8`). */
function aclEntry(item) {
  const [address, bits] = item.split('/');
  return bits ? `  "${address}"/${Number(bits)};` : `  "${address}";`;
}

/**
 * How the edge probes each origin (GET /healthz). A busy origin is not a dead one: under a load run
 * an origin took 0.7 s (median) to answer a probe and past 1 s two times in five, and the probe of 1 s,
 * out after 2 failures of 3, called both origins sick at once on a saturated machine (docs/deploy.md).
 * A stopped origin refuses the connection at once whatever the timeout; one that hangs is out after 3
 * probes of 2 s. Out after 3 failures of 5, back after 3 answers. Whatever the probes say, requests
 * still reach the origins (`reachable` below).
 */
const PROBE = { interval: '1s', timeout: '2s', window: 5, threshold: 3, initial: 3 };

/** One origin's backend block: `probed` ones are judged by PROBE, the others always tried. */
function backend(name, { host, port }, probed) {
  return `backend ${name} {
  .host = "${host}";
  .port = "${port}";${probed ? '\n  .probe = origin_health;' : ''}
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 10s;
}`;
}

/**
 * origins.vcl: each origin twice, probed (`origin_<i>`, in the round-robin director `origins`, whose
 * health decides how stale a copy may be served) and unprobed (`direct_<i>`); the director
 * `reachable`, where requests go: the probed origins while one is healthy, else every origin in
 * turn, so a write is still tried when the probes have called every origin sick (a busy one answers;
 * a stopped one refuses at once and the writer gets the Hindi 503); and the `purgers` ACL.
 */
export function renderOrigins(origins, purgers = LOCAL_PURGERS) {
  if (origins.length === 0) throw new Error('EDGE_ORIGINS names no origin');
  const add = (director, prefix) => origins.map((_, i) => `  ${director}.add_backend(${prefix}_${i});`).join('\n');
  return `# Rendered by scripts/lib/edgeVcl.mjs from EDGE_ORIGINS and EDGE_PURGERS: do not edit.
probe origin_health {
  .url = "/healthz";
  .expected_response = 200;
  .interval = ${PROBE.interval};
  .timeout = ${PROBE.timeout};
  .window = ${PROBE.window};
  .threshold = ${PROBE.threshold};
  .initial = ${PROBE.initial};
}

${origins.map((origin, i) => backend(`origin_${i}`, origin, true)).join('\n\n')}

${origins.map((origin, i) => backend(`direct_${i}`, origin, false)).join('\n\n')}

acl purgers {
${purgers.map(aclEntry).join('\n')}
}

sub vcl_init {
  new origins = directors.round_robin();
${add('origins', 'origin')}
  new direct = directors.round_robin();
${add('direct', 'direct')}
  new reachable = directors.fallback();
  reachable.add_backend(origins.backend());
  reachable.add_backend(direct.backend());
}
`;
}

/** EDGE_PURGERS (comma-separated addresses or networks) or this machine. */
export const purgersFrom = (value) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : LOCAL_PURGERS;

/**
 * Starts varnishd in the foreground (-F) on `port` in front of `origins`, in a work folder of its own
 * (removed on stop). `listen` is the address part of -a ('' = every interface). Resolves once Varnish
 * answers on the port; `stats()` reads its counters (varnishstat), `stop()` ends it.
 */
export async function startVarnish({ port, origins, purgers, listen = '', memory = '256m', stdio = 'inherit' }) {
  // The folder holds origins.vcl; varnishd makes its own work folder inside it (run as root, it
  // compiles and serves as Debian's unprivileged varnish users, who must be able to read both).
  const folder = mkdtempSync(join(tmpdir(), 'janmat-edge-'));
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, 'origins.vcl'), renderOrigins(origins, purgers), { mode: 0o644 });
  const workDir = join(folder, 'varnish');
  const args = [
    '-F',
    '-n',
    workDir,
    '-a',
    `${listen}:${port}`,
    '-f',
    join(VCL_DIR, 'janmat.vcl'),
    '-p',
    `vcl_path=${folder}:${VCL_DIR}:/usr/share/varnish/vcl`,
    '-s',
    `malloc,${memory}`,
  ];
  const child = spawn(VARNISHD, args, { stdio: ['ignore', stdio, stdio] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`varnishd exited with ${child.exitCode} (its messages are above)`);
    }
    try {
      await fetch(`${url}/healthz`, { method: 'HEAD' });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`varnishd did not answer on port ${port} within 30 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, workDir, child, stop, stats: () => varnishStats(workDir), health: () => backendHealth(workDir) };
}
