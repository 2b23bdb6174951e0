// The built server as the benchmarks start it: on loopback, a fresh data folder, the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts `bundle` (a built main.js) on `port` with `env` added; `ready()` waits until it answers its
 * health check (at most `waitMs`), `stop()` ends it and removes its data folder (a fresh one, unless
 * `dataDir` names one to use and keep).
 */
export function startBenchServer({ bundle, port, env = {}, waitMs = 180_000, dataDir: given }) {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'janmat-bench-'));
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      child.kill('SIGTERM');
      await exited;
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const ready = async () => {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not become healthy');
  };
  return { child, dataDir, ready, stop };
}
