/**
 * Runs drizzle-kit (installed at the repository root) so that it finds drizzle-orm, which npm
 * installed under server/node_modules: a temporary folder links both plus every root package, and
 * Node keeps the linked paths (--preserve-symlinks) when it resolves drizzle-kit's own imports.
 * Usage: node scripts/drizzle-kit.mjs generate --name <name>
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = resolve(serverDir, '..', 'node_modules');
const farm = mkdtempSync(join(tmpdir(), 'janmat-drizzle-kit-'));
const modules = join(farm, 'node_modules');
try {
  mkdirSync(modules);
  for (const name of readdirSync(rootModules)) {
    if (name === '.bin') continue;
    symlinkSync(join(rootModules, name), join(modules, name), 'dir');
  }
  symlinkSync(join(serverDir, 'node_modules', 'drizzle-orm'), join(modules, 'drizzle-orm'), 'dir');
  const bin = join(modules, 'drizzle-kit', 'bin.cjs');
  const run = spawnSync(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', bin, ...process.argv.slice(2)],
    { cwd: serverDir, stdio: 'inherit' },
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(farm, { recursive: true, force: true });
}
