/**
 * Votes benchmark: how many votes per second the site counts, exactly, from distinct voters.
 * Starts the built server (one process on PGlite, or BENCH_VOTES_PROCESSES processes, default 2, on a
 * fresh PostgreSQL database when BENCH_VOTES_PG names the server to create it on), then, for each of
 * BENCH_VOTES_ROUNDS rounds, sends BENCH_VOTES_VOTERS votes (default 2,000) on one poll from as many
 * distinct voters (X-Forwarded-For from the benchmarking range 198.18.0.0/15, TRUST_PROXY=127.0.0.1),
 * BENCH_VOTES_IN_FLIGHT at a time (default 50), shared round-robin over the processes. Every vote is a
 * real one (the write rate limit, one vote per visitor, the cache clearing between processes) and
 * must answer 200; the poll's count must grow by exactly the number of votes.
 * Prints votes/s, p50 and p99 per round and the best, and the CPU time per vote of the server processes
 * and of their database backends (what a vote costs, however busy the machine is); goal ≥ 1,500 votes/s on PostgreSQL with two
 * processes (BENCH_VOTES_STRICT=1 fails below it).
 * BENCH_VOTES_BUNDLE measures another build of the server (e.g. an older one, for a before/after).
 * Usage: npm run bench:votes -w server
 *        BENCH_VOTES_PG=postgres://postgres@127.0.0.1:5432/postgres npm run bench:votes -w server
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startBenchServer } from './benchServer.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const firstPort = Number(env.BENCH_VOTES_PORT ?? 3110);
const adminUrl = env.BENCH_VOTES_PG || '';
const processes = adminUrl ? Number(env.BENCH_VOTES_PROCESSES ?? 2) : 1;
const voters = Number(env.BENCH_VOTES_VOTERS ?? 2000);
const inFlight = Number(env.BENCH_VOTES_IN_FLIGHT ?? 50);
const rounds = Number(env.BENCH_VOTES_ROUNDS ?? 3);
const GOAL = 1500;
/** Another build of the server to measure (an older one, for a before/after); default the current one. */
const bundle = env.BENCH_VOTES_BUNDLE || join(serverDir, 'dist', 'main.js');

function buildIfNeeded() {
  if (env.BENCH_VOTES_BUNDLE || (existsSync(bundle) && env.BENCH_VOTES_BUILD !== '1')) return;
  const run = spawnSync(process.execPath, [join(serverDir, 'build.mjs')], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('server build failed');
}

/** A fresh database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
async function freshDatabase() {
  const name = `janmat_votes_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: inFlight });

/** One HTTP request on a kept-alive connection: its status and body. */
function send(port, method, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Voter `i` of round `round`: a distinct address of 198.18.0.0/15 (131,072 of them). */
const voterIp = (round, i) => {
  const n = round * voters + i + 1;
  return `198.${18 + Math.floor(n / 65536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

/** The poll's votes: from the database when there is one (every process writes it), else from the server. */
async function pollTotal(port, pollId) {
  if (database) {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const { rows } = await c.query('select res1 + res2 + res3 + res4 as total from polls where poll_id = $1', [pollId]);
    await c.end();
    return Number(rows[0].total);
  }
  const { status, body } = await send(port, 'GET', `/api/pppolls/${pollId}`);
  if (status !== 200) throw new Error(`poll ${pollId} answered ${status}`);
  const [p] = JSON.parse(body).data;
  return p.res1 + p.res2 + p.res3 + p.res4;
}

/** CPU time (ms) a process has used so far (user + system), from /proc; 0 where there is none. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the benchmark's database. */
async function backendPids() {
  if (!database) return [];
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  const { rows } = await c.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await c.end();
  return rows.map((r) => r.pid);
}

/** CPU used by the server processes and their database backends, for the votes of one round. */
async function cpuOf(pids) {
  return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function round(ports, pollId, r) {
  const before = await pollTotal(ports[0], pollId);
  const serverPids = servers.map((s) => s.child.pid);
  const dbPids = await backendPids();
  const cpuBefore = [await cpuOf(serverPids), await cpuOf(dbPids)];
  const times = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < voters) {
      const i = next++;
      const option = (i % 2) + 1;
      const t0 = performance.now();
      const { status } = await send(ports[i % ports.length], 'PATCH', `/api/updatepollsres${option}/1/${pollId}`, {
        'x-forwarded-for': voterIp(r, i),
      });
      times.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = [(await cpuOf(serverPids)) - cpuBefore[0], (await cpuOf(dbPids)) - cpuBefore[1]];
  const counted = (await pollTotal(ports[ports.length - 1], pollId)) - before;
  times.sort((a, b) => a - b);
  return {
    rate: voters / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    ok: statuses.get(200) ?? 0,
    statuses: Object.fromEntries(statuses),
    counted,
    /** CPU ms per vote: the server processes', the database's. */
    serverCpu: cpu[0] / voters,
    dbCpu: cpu[1] / voters,
  };
}

buildIfNeeded();
const database = adminUrl ? await freshDatabase() : undefined;
const servers = [];
try {
  const ports = Array.from({ length: processes }, (_, i) => firstPort + i);
  for (const port of ports) {
    const server = startBenchServer({
      bundle,
      port,
      env: { TRUST_PROXY: '127.0.0.1', DATABASE_URL: database?.url ?? '', SITE_URL: 'https://janmat.bench' },
      waitMs: 120_000,
    });
    servers.push(server);
    // One after the other: the first migrates and seeds.
    await server.ready();
  }
  const home = JSON.parse((await send(ports[0], 'GET', '/api/pollsathome')).body);
  const pollId = home.data[0].poll_id;
  console.log(
    `${voters} distinct voters per round, ${inFlight} in flight, ${processes} process(es) on ${database ? 'PostgreSQL' : 'PGlite'}, poll ${pollId}\n`,
  );
  // Warm-up, two rounds: JIT, the pools' connections (voters of ranges no round uses).
  await round(ports, pollId, rounds);
  await round(ports, pollId, rounds + 1);
  console.log('round  votes/s  p50 ms  p99 ms  answered 200  counted  CPU ms/vote: server  database');
  const results = [];
  for (let r = 0; r < rounds; r++) {
    const res = await round(ports, pollId, r);
    results.push(res);
    const exact = res.ok === voters && res.counted === voters;
    console.log(
      `${String(r + 1).padStart(5)} ${res.rate.toFixed(0).padStart(8)} ${res.p50.toFixed(1).padStart(7)} ${res.p99.toFixed(1).padStart(7)} ${String(res.ok).padStart(13)} ${String(res.counted).padStart(8)} ${res.serverCpu.toFixed(2).padStart(19)} ${res.dbCpu.toFixed(2).padStart(9)}${exact ? '' : `  NOT exact ${JSON.stringify(res.statuses)}`}`,
    );
  }
  const best = Math.max(...results.map((r) => r.rate));
  const exact = results.every((r) => r.ok === voters && r.counted === voters);
  const met = best >= GOAL && exact && processes >= 2;
  console.log(
    `\nbest ${best.toFixed(0)} votes/s; every vote counted once: ${exact ? 'yes' : 'NO'}; goal ≥ ${GOAL}/s on PostgreSQL with two processes → ${met ? 'met' : 'NOT met'}`,
  );
  if (!met && env.BENCH_VOTES_STRICT === '1') process.exitCode = 1;
} finally {
  agent.destroy();
  for (const server of servers) await server.stop();
  await database?.drop();
}
