// What a running varnishd says of itself, read with Varnish's own tools (Debian's package): its
// counters and each probed origin's verdict. No other import, so the journeys (TypeScript) load it too.
import { spawnSync } from 'node:child_process';

const VARNISHSTAT = '/usr/bin/varnishstat';
const VARNISHADM = '/usr/bin/varnishadm';

/** Varnish's counters (MAIN.*, VBE.*) by name → value, of the varnishd working in `workDir`. */
export function varnishStats(workDir) {
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

/** Whether Varnish's probe finds each origin healthy now: `origin_0` → true (the probed backends only). */
export function backendHealth(workDir) {
  const out = spawnSync(VARNISHADM, ['-n', workDir, 'backend.list', '-j'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`varnishadm backend.list failed: ${out.stderr}${out.stdout}`);
  const [, , , backends] = JSON.parse(out.stdout);
  return Object.fromEntries(
    Object.entries(backends)
      .filter(([, b]) => b.type === 'backend' && b.admin_health === 'probe')
      .map(([name, b]) => [name.replace(/^.*\./, ''), b.probe_message?.[2] === 'healthy']),
  );
}
