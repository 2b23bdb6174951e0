/**
 * Two real server processes on one PostgreSQL database (selected only when TEST_DATABASE_URL is set;
 * see jest.config.js). They start together on an empty database, so their migrations and seeds race;
 * then they must agree: one write rate limit for both, and a vote through one seen by the other at once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Poll } from '@janmat/shared/contracts';
import { Client } from 'pg';
import { seedContent } from '../src/seed/content';
import { eventually } from './helpers/eventually';
import { ensureServerBundle, type ServerProcess, startServerProcess } from './helpers/serverProcess';
import { createPostgresDatabase } from './helpers/testApp';

const PORTS = [3160, 3161];
const VOTERS = 1000;
const REPEATERS = 100;
const IN_FLIGHT = 50;
const POLL_ID = seedContent.sitePolls[0]!.poll_id;
const OTHER_POLL_ID = seedContent.sitePolls[1]!.poll_id;
/** Writes per address per window, for both processes together. */
const RATE_LIMIT = 10;
const MIGRATIONS: unknown[] = JSON.parse(
  readFileSync(join(__dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8'),
).entries;

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
        // The test runner is the proxy: X-Forwarded-For names each voter.
        servers.push(
          await startServerProcess(port, { ...env, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: String(RATE_LIMIT) }),
        );
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
  const vote = async (server: ServerProcess, option: number, ip: string, pollId = POLL_ID) => {
    try {
      const res = await fetch(`${server.url}/api/updatepollsres${option}/1/${pollId}`, {
        method: 'PATCH',
        headers: { 'x-forwarded-for': ip },
      });
      return res.status;
    } catch (error) {
      // A refused or cut connection: say what the process said.
      throw new Error(`vote through port ${server.port} failed (${String(error)}):\n${server.output().slice(-4000)}`);
    }
  };

  test('both start on an empty database: migrations applied once, the corpus seeded once', async () => {
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(MIGRATIONS.length);
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

  test(`the write rate limit is one count for both processes: ${RATE_LIMIT} writes per address in all`, async () => {
    const ip = '198.19.200.1';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 6; i += 1) {
      // Votes on a poll nobody has (404): each still counts as a write.
      const res = await fetch(`${servers[i % 2]!.url}/api/updatepollsres1/1/999999`, {
        method: 'PATCH',
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(6).fill(429));
    const rows = await sql.query('select hits from rate_limits where key = $1', [ip]);
    expect(rows.rows[0].hits).toBe(RATE_LIMIT + 6);
  });

  test('a vote through one process is visible on the other once its NOTIFY arrives (read caches cleared by NOTIFY)', async () => {
    const path = `/api/pppolls/${OTHER_POLL_ID}`;
    const served = async (server: ServerProcess): Promise<number> => {
      const { data } = (await (await fetch(`${server.url}${path}`)).json()) as { data: Poll[] };
      return total(data[0]!);
    };
    const delays: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [writer, reader] = round % 2 === 0 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
      // Both caches hold the answer before the vote.
      const before = await served(reader);
      expect(await served(reader)).toBe(before);
      expect(await served(writer)).toBe(before);
      expect(await vote(writer, 1, `198.19.201.${round + 1}`, OTHER_POLL_ID)).toBe(200);
      const voted = performance.now();
      let seen = before;
      const changed = async () => {
        seen = await served(reader);
        return seen !== before;
      };
      // Without the NOTIFY the reader would serve its cached answer for ever.
      await eventually(changed, 5000);
      delays.push(performance.now() - voted);
      expect(seen).toBe(before + 1);
    }
    console.info(`scale-out: a vote seen on the other process after ${delays.map((d) => d.toFixed(1)).join(', ')} ms`);
  }, 60_000);

  test('a process whose listening connection drops serves no stale answer, then listens again', async () => {
    const path = `/api/pppolls/${OTHER_POLL_ID}`;
    const served = async (server: ServerProcess): Promise<number> => {
      const { data } = (await (await fetch(`${server.url}${path}`)).json()) as { data: Poll[] };
      return total(data[0]!);
    };
    const listeners = async () =>
      (
        await sql.query(
          `select count(*)::int as n from pg_stat_activity where query like 'listen janmat_cache_clear%' and datname = current_database()`,
        )
      ).rows[0].n as number;
    const [writer, reader] = [servers[0]!, servers[1]!];
    expect(await listeners()).toBe(2);
    const before = await served(reader);
    const lost = reader.writes('cache clear listener lost');
    await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen janmat_cache_clear%' and datname = current_database()`,
    );
    // Cut off from the other's notices (it says so), the reader reads the database instead of its cache.
    await lost;
    expect(await vote(writer, 2, '198.19.202.1', OTHER_POLL_ID)).toBe(200);
    expect(await served(reader)).toBe(before + 1);
    // Both listen again, half a second later.
    expect(await eventually(async () => (await listeners()) === 2, 20_000)).toBe(true);
    // Listening again: cached, and cleared by the next vote.
    expect(await served(reader)).toBe(before + 1);
    expect(await vote(writer, 2, '198.19.202.2', OTHER_POLL_ID)).toBe(200);
    expect(await eventually(async () => (await served(reader)) === before + 2, 5000)).toBe(true);
  }, 60_000);
});
