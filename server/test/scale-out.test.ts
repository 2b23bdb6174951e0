/**
 * Two real server processes on one PostgreSQL database (selected only when TEST_DATABASE_URL is set;
 * see jest.config.js). They start together on an empty database, so their migrations and seeds race.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Poll } from '@janmat/shared/contracts';
import { Client } from 'pg';
import { seedContent } from '../src/seed/content';
import { ensureServerBundle, type ServerProcess, startServerProcess } from './helpers/serverProcess';
import { createPostgresDatabase } from './helpers/testApp';

const PORTS = [3160, 3161];
const VOTERS = 1000;
const REPEATERS = 100;
const IN_FLIGHT = 50;
const POLL_ID = seedContent.sitePolls[0]!.poll_id;

/** 1,000 distinct addresses from the benchmarking range 198.18.0.0/15. */
const voterIp = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Runs `tasks` with at most `limit` in flight; results in task order. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let sql: Client;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const bundle = ensureServerBundle();
    database = await createPostgresDatabase();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    // Both at once on the empty database: migrations and seeding race.
    await Promise.all(
      PORTS.map(async (port) => {
        const dataDir = mkdtempSync(join(tmpdir(), `janmat-scale-${port}-`));
        dataDirs.push(dataDir);
        const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_ROOT: dataDir, LOG_LEVEL: 'warn' };
        servers.push(await startServerProcess(port, { ...env, TRUST_PROXY: 'true', RATE_LIMIT_MAX: '1000000' }));
      }),
    );
    expect(bundle).toMatch(/main\.js$/);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const pollRow = async (): Promise<Poll> =>
    (await sql.query('select * from polls where poll_id = $1', [POLL_ID])).rows[0];
  const total = (p: Poll) => p.res1 + p.res2 + p.res3 + p.res4;
  const vote = async (server: ServerProcess, option: number, ip: string) =>
    (
      await fetch(`${server.url}/api/updatepollsres${option}/1/${POLL_ID}`, {
        method: 'PATCH',
        headers: { 'x-forwarded-for': ip },
      })
    ).status;

  test('both start on an empty database: migrations applied once, the corpus seeded once', async () => {
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(1);
    const categories = await sql.query('select count(*)::int as n from categories');
    expect(categories.rows[0].n).toBe(seedContent.categories.length);
    const news = await sql.query('select count(*)::int as n from news');
    expect(news.rows[0].n).toBe(seedContent.news.length);
  });

  test('1,000 votes from 1,000 addresses through both processes are each counted once; repeats are refused on either', async () => {
    const before = await pollRow();
    const options = [1, 2, 3, 4].filter((n) => n <= 2 || before[`op${n}` as 'op3' | 'op4']);
    const optionOf = (i: number) => options[i % options.length]!;
    const serverOf = (i: number) => servers[i % 2]!;

    const started = performance.now();
    const statuses = await pooled(
      Array.from({ length: VOTERS }, (_, i) => () => vote(serverOf(i), optionOf(i), voterIp(i))),
      IN_FLIGHT,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const after = await pollRow();
    expect(total(after)).toBe(total(before) + VOTERS);
    for (const n of options) {
      const sent = Array.from({ length: VOTERS }, (_, i) => optionOf(i)).filter((o) => o === n).length;
      const key = `res${n}` as 'res1';
      expect(after[key]).toBe(before[key] + sent);
    }
    const votes = await sql.query('select count(distinct voter_ip)::int as n from votes where poll = $1', [after.id]);
    expect(votes.rows[0].n).toBe(VOTERS);
    for (const server of servers) {
      const { data } = (await (await fetch(`${server.url}/api/pppolls/${POLL_ID}`)).json()) as { data: Poll[] };
      const [served] = data;
      expect(total(served!)).toBe(total(after));
    }

    const repeats = await pooled(
      Array.from({ length: REPEATERS }, (_, i) => () => vote(serverOf(i + 1), optionOf(i), voterIp(i))),
      IN_FLIGHT,
    );
    expect(repeats.filter((s) => s !== 409)).toEqual([]);
    expect(await pollRow()).toEqual(after);

    console.info(
      `scale-out: ${VOTERS} votes through ${servers.length} processes (${IN_FLIGHT} in flight) in ${seconds.toFixed(2)} s` +
        ` = ${Math.round(VOTERS / seconds)} votes/s; poll ${POLL_ID} total ${total(before)} → ${total(after)};` +
        ` ${REPEATERS} repeats on the other process: all 409`,
    );
  }, 60_000);
});
