/** The PGlite data folder: private permissions, and clear reasons when it cannot be opened. */
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/core/db/client';
import { DataFolderError } from '../src/core/db/dataFolder';
import { notPrivate } from './helpers/fileModes';
import { copyPgliteTemplate } from './helpers/pgliteTemplate';

const roots: string[] = [];
function newRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'janmat-folder-'));
  roots.push(root);
  return root;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function openFails(folder: string): Promise<DataFolderError> {
  const failure = await openDatabase({ kind: 'pglite', dataDir: folder }).then(
    () => new Error('opened'),
    (error: Error) => error,
  );
  expect(failure).toBeInstanceOf(DataFolderError);
  expect(failure.message).not.toMatch(/Aborted/);
  expect(existsSync(`${folder}.lock`)).toBe(false);
  return failure as DataFolderError;
}

test('a new database folder is private: folders 0700, files 0600, also after writes', async () => {
  const folder = join(newRoot(), 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  expect(notPrivate(folder)).toEqual([]);
  await database.db.execute(sql`create table t (n int)`);
  await database.db.execute(sql`insert into t select generate_series(1, 1000)`);
  await database.close();
  expect(notPrivate(folder)).toEqual([]);
}, 60_000);

test('an existing folder with open permissions is made private when opened', async () => {
  const folder = join(newRoot(), 'pglite');
  await copyPgliteTemplate(folder);
  chmodSync(folder, 0o777);
  chmodSync(join(folder, 'PG_VERSION'), 0o666);
  chmodSync(join(folder, 'base'), 0o755);
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  expect(notPrivate(folder)).toEqual([]);
  await database.close();
}, 60_000);

test('a cut-short pg_control: the message names the folder and the control file', async () => {
  const folder = join(newRoot(), 'pglite');
  await copyPgliteTemplate(folder);
  truncateSync(join(folder, 'global', 'pg_control'), 100);
  const { message } = await openFails(folder);
  expect(message).toContain(`Cannot open the database in ${folder}: could not read file "global/pg_control"`);
  expect(message).toContain('control file (global/pg_control) is damaged');
}, 60_000);

test('a missing WAL segment: the message names the folder and the write-ahead log', async () => {
  const folder = join(newRoot(), 'pglite');
  await copyPgliteTemplate(folder);
  for (const name of readdirSync(join(folder, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(name)) rmSync(join(folder, 'pg_wal', name));
  }
  const { message } = await openFails(folder);
  expect(message).toContain(`Cannot open the database in ${folder}: could not locate a valid checkpoint record`);
  expect(message).toContain('write-ahead log file (pg_wal/) is missing');
}, 60_000);

test('a file where the folder should be', async () => {
  const folder = join(newRoot(), 'pglite');
  writeFileSync(folder, 'not a folder');
  const { message } = await openFails(folder);
  expect(message).toMatch(`Cannot use the data folder ${folder}: `);
});
