// Helpers shared by the root scripts (start, test, budget): no dependencies, so they run before
// `npm install` has ever happened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const APPS = ['shell', 'mfe-news', 'mfe-media', 'mfe-polls', 'mfe-static', 'mfe-newsroom'];

/** Build outputs and the sources each depends on. */
export const BUILDS = [
  { pkg: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/build.mjs', 'shared/src'] },
  ...APPS.map((app) => ({
    pkg: app,
    output: app === 'shell' ? 'shell/dist/index.html' : `${app}/dist/remoteEntry.js`,
    sources: [`${app}/src`, `${app}/webpack.config.js`, 'shared/src', 'shared/webpack', 'shared/mf-shared.js'],
  })),
];

export function log(message) {
  console.log(`[janmat] ${message}`);
}

/** Newest modification time under a path (file or folder), 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`failed: ${command} ${args.join(' ')}`);
    process.exit(status);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const lockTime = Math.max(newestMtime(join(ROOT, 'package-lock.json')), newestMtime(join(ROOT, 'package.json')));
  if (existsSync(installed) && newestMtime(installed) >= lockTime) return;
  log('installing dependencies (npm install)…');
  // `npm ci` fails on this registry (no non-Linux optional binaries in the lock file): npm install keeps the lock.
  runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/** Packages whose build output is missing or older than their sources. */
export function staleBuilds() {
  return BUILDS.filter(({ output, sources }) => {
    const built = newestMtime(join(ROOT, output));
    return built === 0 || sources.some((s) => newestMtime(join(ROOT, s)) > built);
  });
}

export function build(pkgs) {
  if (pkgs.length === 0) return;
  log(`building ${pkgs.join(', ')}…`);
  const scopes = pkgs.flatMap((p) => ['--scope', `@janmat/${p}`]);
  runOrExit('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Starts a long-running child that shares this terminal; stops it with this process. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
