import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../../src/core/db/client';
import { copyPgliteTemplate } from '../pgliteTemplate';

/** A fresh migrated PGlite database for the releases' tests, and how to drop it. */
export async function openReleasesTestDb(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'janmat-releases-'));
  const folder = join(root, 'pglite');
  await copyPgliteTemplate(folder);
  const handle = await openDatabase({ kind: 'pglite', dataDir: folder });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
