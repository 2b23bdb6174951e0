// `npm run start:edge`: the site behind its edge cache. Installs Varnish (apt-get) when missing, starts
// the built server as `npm start` does (PORT, default 3000, on loopback) unless EDGE_ORIGINS names
// running servers (`http://127.0.0.1:3000,http://127.0.0.1:3001`), then Varnish on EDGE_PORT (default
// 8080) in front of them with deploy/varnish/janmat.vcl. Ctrl-C or SIGTERM stops everything it started.
import { spawn } from 'node:child_process';
import { parseOrigins, purgersFrom, startVarnish } from './lib/edgeVcl.mjs';
import { requireVarnish } from './lib/ensureVarnish.mjs';
import { build, ensureInstalled, log, ROOT, staleBuilds } from './lib/workspace.mjs';

const edgePort = Number(process.env.EDGE_PORT || 8080);
const children = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of children.reverse()) await stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** The site's own server, as `npm start` runs it, told that the edge is in front of it. */
async function startOrigin() {
  ensureInstalled();
  build(staleBuilds().map((b) => b.pkg));
  const port = Number(process.env.PORT || 3000);
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Varnish connects from loopback and forwards the reader's address (X-Forwarded-For).
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      // Every write soft-purges what it changed here.
      EDGE_PURGE_URLS: process.env.EDGE_PURGE_URLS ?? `http://127.0.0.1:${edgePort}/`,
      // Readers come through the edge: its address is the site's (canonical links, the newsroom's writes).
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${edgePort}`,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  children.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  child.once('exit', (code) => {
    if (!stopping) {
      log(`the server stopped (${code}): stopping the edge`);
      stopAll(code || 1);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`the server did not answer on ${url}/healthz`);
  return stopAll(1);
}

requireVarnish();
let origins;
try {
  origins = parseOrigins(process.env.EDGE_ORIGINS || (await startOrigin()));
} catch (error) {
  log(error.message);
  await stopAll(1);
}
log(`origins: ${origins.map(({ host, port }) => `${host}:${port}`).join(', ')}`);
try {
  const edge = await startVarnish({
    port: edgePort,
    origins,
    purgers: purgersFrom(process.env.EDGE_PURGERS),
    listen: process.env.EDGE_HOST ?? '',
    memory: process.env.EDGE_MEMORY ?? '256m',
  });
  children.push(edge.stop);
  edge.child.once('exit', (code) => {
    if (!stopping) {
      log(`varnishd stopped (${code})`);
      stopAll(code || 1);
    }
  });
  log(`the edge serves the site on http://localhost:${edgePort} (Varnish work folder ${edge.workDir})`);
} catch (error) {
  log(error.message);
  await stopAll(1);
}
