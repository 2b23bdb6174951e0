// `npm run dev`: the API server on 3100 (built once if missing or stale) and a webpack dev server for the
// shell (3000, proxying /api, /uploads and /healthz to the API and serving /remotes.json that points at
// the remotes' dev servers) and for each remote (3001–3005). Ctrl-C stops all of them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BUILDS, ensureInstalled, log, ROOT, runOrExit, staleBuilds } from './lib/workspace.mjs';

const API_PORT = 3100;
const WEBPACK_CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const APPS = [
  { name: 'shell', port: 3000 },
  { name: 'mfe-news', port: 3001 },
  { name: 'mfe-media', port: 3002 },
  { name: 'mfe-polls', port: 3003 },
  { name: 'mfe-static', port: 3004 },
  { name: 'mfe-newsroom', port: 3005 },
];

ensureInstalled();
const server = BUILDS.find((b) => b.pkg === 'server');
if (staleBuilds().includes(server)) {
  log('building the server…');
  runOrExit('npm', ['run', 'build', '--workspace', 'server']);
}

const children = [];
let stopping = false;

/** Starts a child in its own process group (so it can be stopped with everything it spawned). */
function start(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${label} stopped (${signal ?? code}); stopping the rest`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

start('api', process.execPath, ['server/dist/main.js'], {
  cwd: ROOT,
  // The reader's browser is on the shell's dev server: links, canonical addresses and the newsroom's
  // same-origin check use that address, not the API's own port.
  env: { SITE_URL: `http://localhost:${APPS[0].port}`, ...process.env, PORT: String(API_PORT) },
});
for (const { name, port } of APPS) {
  start(name, process.execPath, [WEBPACK_CLI, 'serve', '--mode', 'development'], {
    cwd: join(ROOT, name),
    env: { ...process.env, NODE_ENV: 'development', JANMAT_API_ORIGIN: `http://127.0.0.1:${API_PORT}` },
  });
  log(`${name}: http://localhost:${port}/`);
}
log('open http://localhost:3000/ (Ctrl-C stops everything)');
