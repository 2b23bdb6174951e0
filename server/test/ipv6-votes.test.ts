import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/core/db/client';
import { getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, createPostgresDatabase, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('votes from IPv6 on %s', (backend) => {
  let t: TestApp;
  let pollId: number;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    pollId = (await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7100 }))).body.data[0].poll_id;
  }, 60_000);
  afterAll(() => t.close());

  test('one /64 votes once in a poll, whatever address of it the server sees', async () => {
    expect((await vote(t.app, 1, pollId, '2001:db8:1:2::1')).status).toBe(200);
    for (const address of ['2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9']) {
      const again = await vote(t.app, 2, pollId, address);
      expect(again.status).toBe(409);
    }
    const [poll] = (await getJson(t.app, `/api/userpolls/${pollId}`)).body.data;
    expect([poll.res1, poll.res2]).toEqual([1, 0]);
  });

  test('the next /64, and IPv4 addresses one by one, each vote', async () => {
    for (const address of ['2001:db8:1:3::1', '203.0.113.1', '203.0.113.2']) {
      expect((await vote(t.app, 2, pollId, address)).status).toBe(200);
    }
    const [poll] = (await getJson(t.app, `/api/userpolls/${pollId}`)).body.data;
    expect([poll.res1, poll.res2]).toEqual([1, 3]);
  });

  test('an IPv4 address mapped into IPv6 is that IPv4 voter', async () => {
    expect((await vote(t.app, 1, pollId, '::ffff:203.0.113.1')).status).toBe(409);
  });
});

/** The migrations folder without the voter-key migration and what follows it. */
function migrationsBeforeVoterKey(): string {
  const folder = mkdtempSync(join(tmpdir(), 'janmat-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0008_voter_key');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe.each(BACKENDS)('the voter-key migration on %s', (backend) => {
  let database: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (backend === 'postgres') {
      const pg = await createPostgresDatabase();
      database = await openDatabase({ kind: 'postgres', url: pg.url }, { onConnectionError: () => {} });
      cleanup = pg.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'janmat-voter-key-'));
      database = await openDatabase({ kind: 'pglite', dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await cleanup();
  });

  test('keeps every stored vote, and a /64 that voted twice before votes no more', async () => {
    const before = migrationsBeforeVoterKey();
    try {
      const config = { migrationsFolder: before };
      if (backend === 'postgres') await migratePg(database.db as never, config);
      else await migratePglite(database.db as never, config);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const { db } = database;
    await db.execute(sql`insert into polls (id, kind, name, poll_id, created_by, op1, op2, res1, res2)
      values (1, 'user', 'पुराना पोल जिसमें वोट आए', 100, '198.51.100.1', 'हाँ', 'नहीं', 3, 2)`);
    await db.execute(sql`insert into votes (poll, option, voter_ip) values
      (1, 1, '2001:db8:5:6::1'), (1, 2, '2001:db8:5:6::2'), (1, 1, '2001:db8:5:7::1'),
      (1, 1, '203.0.113.5'), (1, 2, '203.0.113.6')`);
    await database.migrate();

    const rows = (await db.execute(sql`select voter_ip, voter_key from votes order by id`)) as unknown as {
      rows: { voter_ip: string; voter_key: string }[];
    };
    expect(rows.rows).toEqual([
      { voter_ip: '2001:db8:5:6::1', voter_key: '2001:db8:5:6::/64' },
      { voter_ip: '2001:db8:5:6::2', voter_key: '2001:db8:5:6::2' },
      { voter_ip: '2001:db8:5:7::1', voter_key: '2001:db8:5:7::/64' },
      { voter_ip: '203.0.113.5', voter_key: '203.0.113.5' },
      { voter_ip: '203.0.113.6', voter_key: '203.0.113.6' },
    ]);
    for (const address of ['2001:db8:5:6::2', '2001:db8:5:6::3']) {
      const repeat = await db.execute(
        sql`insert into votes (poll, option, voter_ip) values (1, 1, ${address}) on conflict do nothing returning id`,
      );
      expect((repeat as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    }
  }, 60_000);
});
