import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrateAndVacuum } from './vacuumAfterUpgrade';

const MIGRATIONS = [
  { tag: '0000_notes', sql: 'create table notes (id int primary key, body text);' },
  // An upgrade that rewrites every row, as a re-index does.
  { tag: '0001_notes_upper', sql: 'update notes set body = upper(body);' },
];

let folder: string;
let client: PGlite;

/** A migrations folder holding the first `count` migrations, as a build of that age would. */
function migrationsOf(count: number): string {
  const dir = join(folder, `m${count}`);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  const entries = MIGRATIONS.slice(0, count).map((m, idx) => {
    writeFileSync(join(dir, `${m.tag}.sql`), m.sql);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag: m.tag, breakpoints: true };
  });
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return dir;
}

const run = (count: number) => () => migrate(drizzle({ client }), { migrationsFolder: migrationsOf(count) });

async function vacuumedAt(): Promise<string | null> {
  const { rows } = await client.query<{ last_vacuum: string | null }>(
    "select last_vacuum from pg_stat_user_tables where relname = 'notes'",
  );
  return rows[0]?.last_vacuum ?? null;
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'janmat-vacuum-'));
  client = new PGlite();
  await client.waitReady;
});

afterEach(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

test('a new database is migrated without a vacuum (it has nothing old to clear)', async () => {
  expect(await migrateAndVacuum(client, run(2))).toBe(false);
  expect(await vacuumedAt()).toBeNull();
});

test('an upgrade vacuums once its migrations are applied, and a start with nothing to apply does not', async () => {
  await migrateAndVacuum(client, run(1));
  await client.exec("insert into notes select g, 'note ' || g from generate_series(1, 500) g");
  expect(await migrateAndVacuum(client, run(2))).toBe(true);
  expect(await vacuumedAt()).not.toBeNull();
  const { rows } = await client.query<{ body: string }>('select body from notes where id = 7');
  expect(rows[0]?.body).toBe('NOTE 7');
  expect(await migrateAndVacuum(client, run(2))).toBe(false);
});
