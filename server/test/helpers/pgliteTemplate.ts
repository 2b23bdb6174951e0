import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from '../../src/core/db/client';

/** Changes whenever a migration changes, so a stale template is never used. */
function migrationsKey(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha1');
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(folder, name), 'utf8'));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A migrated, empty PGlite data folder, made once per machine and migration set (initdb takes
 * seconds; copying a finished folder takes milliseconds). Parallel test workers race safely: each
 * builds its own copy and the first rename wins.
 */
async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `janmat-pglite-template-${migrationsKey()}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'janmat-pglite-build-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.migrate();
  await database.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Fills `target` with a fresh migrated database. */
export async function copyPgliteTemplate(target: string): Promise<void> {
  cpSync(await templateDir(), target, { recursive: true });
}
