// The edge's Varnish as this repository runs it (`npm run start:edge`, `npm run bench:edge`, the edge
// journeys): deploy/varnish/janmat.vcl with an origins.vcl rendered from the origins' addresses, one
// varnishd with a work folder of its own, stopped with the process that started it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VARNISHD } from './ensureVarnish.mjs';
import { ROOT } from './workspace.mjs';

export const VCL_DIR = join(ROOT, 'deploy', 'varnish');
/** Varnish's own tools, from the same Debian package. */
const VARNISHSTAT = '/usr/bin/varnishstat';
const VARNISHADM = '/usr/bin/varnishadm';

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
 * origins.vcl: a backend per origin, probed on /healthz every second (down after 2 failures of 3,
 * up again after 2 answers), the round-robin director `origins`, and the `purgers` ACL.
 */
export function renderOrigins(origins, purgers = LOCAL_PURGERS) {
  if (origins.length === 0) throw new Error('EDGE_ORIGINS names no origin');
  const backends = origins.map(
    ({ host, port }, i) => `backend origin_${i} {
  .host = "${host}";
  .port = "${port}";
  .probe = origin_health;
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 10s;
}`,
  );
  return `# Rendered by scripts/lib/edgeVcl.mjs from EDGE_ORIGINS and EDGE_PURGERS: do not edit.
probe origin_health {
  .url = "/healthz";
  .expected_response = 200;
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

${backends.join('\n\n')}

acl purgers {
${purgers.map(aclEntry).join('\n')}
}

sub vcl_init {
  new origins = directors.round_robin();
${origins.map((_, i) => `  origins.add_backend(origin_${i});`).join('\n')}
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

/** Varnish's counters (MAIN.*, VBE.*) by name → value. */
function varnishStats(workDir) {
  const out = spawnSync(VARNISHSTAT, ['-n', workDir, '-1', '-j'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`varnishstat failed: ${out.stderr}`);
  const parsed = JSON.parse(out.stdout);
  const counters = parsed.counters ?? parsed;
  return Object.fromEntries(
    Object.entries(counters)
      .filter(([, c]) => typeof c === 'object' && c && 'value' in c)
      .map(([name, c]) => [name, c.value]),
  );
}

/** Whether Varnish's probe finds each origin healthy now: `origin_0` → true. */
function backendHealth(workDir) {
  const out = spawnSync(VARNISHADM, ['-n', workDir, 'backend.list', '-j'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`varnishadm backend.list failed: ${out.stderr}${out.stdout}`);
  const [, , , backends] = JSON.parse(out.stdout);
  return Object.fromEntries(
    Object.entries(backends)
      .filter(([, b]) => b.type === 'backend')
      .map(([name, b]) => [name.replace(/^.*\./, ''), b.probe_message?.[2] === 'healthy']),
  );
}
