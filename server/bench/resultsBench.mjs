/**
 * `npm run bench:results`: a simulated counting day (docs/results.md). An election of 543 seats × 8
 * candidates is made through the desk's API (CSV imports); then count batches (one seat's round: 8
 * rows) arrive at 50 a second for 5 minutes, some sent twice (the feed is idempotent) and some
 * correcting an earlier round downwards, while readers load the tally page through Varnish
 * (deploy/varnish/janmat.vcl). Reported, on PGlite (one origin) and on PostgreSQL (two origins, the
 * batches shared between them): ingest p50/p99, count-to-edge median and p99 (from the feed's answer
 * until the edge's copy of its seat shows the count, every 10th batch), origin and edge req/s, errors, and the sum
 * check (every candidate's votes as the readers' JSON gives them against the batches the feed
 * accepted: none lost or doubled). The site must be built (`npm run build`).
 * Settings: BENCH_DURATION (300 s), BENCH_RATE (50 batches/s), BENCH_BACKENDS (`pglite,postgres`),
 * BENCH_DATABASE_URL (a database this run drops and makes anew; default
 * postgres://postgres@127.0.0.1:5432/janmat_results_bench), BENCH_PORT (3131, the second origin +1),
 * BENCH_EDGE_PORT (8098), BENCH_CONNECTIONS (readers, 20).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startVarnish } from '../../scripts/lib/edgeVcl.mjs';
import { requireVarnish } from '../../scripts/lib/ensureVarnish.mjs';
import { startBenchServer } from './benchServer.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(serverDir, 'dist', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 300);
const rate = Number(process.env.BENCH_RATE ?? 50);
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/janmat_results_bench';
const firstPort = Number(process.env.BENCH_PORT ?? 3131);
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 8098);
const readers = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TOKEN = 'results-bench-token-0123456789abcdef';
const ADMIN = { email: 'results-bench@janmat.test', password: 'results-bench-password-2026' };
const SLUG = 'bench-2030';
const SEATS = 543;
const CANDIDATES = 8;
/** Enough rounds that no seat's count ends within the run (a batch is one seat's round). */
const ROUNDS = Math.ceil((duration * rate) / SEATS) + 2;
const PARTIES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'IND'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

if (!existsSync(bundle)) {
  console.error('build the site first: npm run build');
  process.exit(1);
}
requireVarnish();

/** Drops and makes the bench's database (only the one BENCH_DATABASE_URL names); returns its drop. */
async function freshDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an odd database: ${name}`);
  const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).href;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  return () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The election's CSVs: 8 parties in two alliances, 543 seats, 8 candidates each (ids seat×10 + k). */
function electionCsv() {
  const parties = ['code,name,short,colour,alliance'];
  PARTIES.forEach((code, i) => {
    const alliance = i < 3 ? 'गठबंधन क' : i < 6 ? 'गठबंधन ख' : '';
    parties.push(`${code},पार्टी ${code},${code},#${(0x203040 + i * 0x151515).toString(16)},${alliance}`);
  });
  const seats = ['number,slug,name,name_latin,district'];
  const people = ['id,constituency,name,party'];
  for (let seat = 1; seat <= SEATS; seat += 1) {
    seats.push(`${seat},seat-${seat},सीट ${seat},Seat ${seat},ज़िला ${Math.ceil(seat / 10)}`);
    for (let k = 0; k < CANDIDATES; k += 1) people.push(`${seat * 10 + k},${seat},उम्मीदवार ${seat}-${k},${PARTIES[k]}`);
  }
  return { parties: parties.join('\n'), constituencies: seats.join('\n'), candidates: people.join('\n') };
}

/** Signs in as the first admin and makes the election through the desk's API. */
async function makeElection(origin) {
  const signin = await fetch(`${origin}/api/newsroom/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signin.ok) throw new Error(`sign-in answered ${signin.status}`);
  const session = {
    cookie: String(signin.headers.get('set-cookie')).split(';')[0],
    'x-csrf-token': (await signin.json()).csrfToken,
  };
  const post = async (path, body) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  await post('/api/newsroom/results', {
    slug: SLUG,
    name: 'बेंच चुनाव 2030',
    kind: 'lok-sabha',
    state: null,
    counting_date: '2030-06-04',
    seats: SEATS,
    majority: 272,
  });
  for (const [kind, csv] of Object.entries(electionCsv()))
    await post(`/api/newsroom/results/${SLUG}/import`, { kind, csv });
}

/** Batch `i`: a seat's round, or (every 7th) the last batch sent again, or (every 13th) a lower correction. */
function batchOf(i, sent) {
  const seat = (i % SEATS) + 1;
  const round = Math.floor(i / SEATS) + 1;
  if (i % 7 === 6 && sent.has(`${seat}`)) return sent.get(`${seat}`);
  const correcting = i % 13 === 12 && round > 1;
  const r = correcting ? round - 1 : round;
  const counts = [];
  for (let k = 0; k < CANDIDATES; k += 1) {
    const votes = 100 + ((seat * 31 + k * 17 + r * 7) % 400) - (correcting ? 5 : 0);
    counts.push({ constituency: seat, candidate: seat * 10 + k, votes, round: r, rounds_total: ROUNDS });
  }
  return { counts, seat, round: r };
}

/** Polls the edge's copy of a seat until it shows `round` counted (or 10 s); the time from `started`. */
async function toEdge(edgeUrl, seat, round, started) {
  for (;;) {
    const res = await fetch(`${edgeUrl}/api/results/${SLUG}/seat-${seat}`);
    const body = await res.json();
    if (body.rounds_counted >= round) return performance.now() - started;
    if (performance.now() - started > 10_000) return Number.POSITIVE_INFINITY;
    await sleep(10);
  }
}

/** Sends batches at `rate` a second for `duration`, spread over `origins`; latencies and failures. */
async function countingDay(originUrls, edgeUrl) {
  const expected = new Map();
  const sent = new Map();
  const ingest = [];
  const edgeTimes = [];
  const pending = [];
  let errors = 0;
  const total = duration * rate;
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const batch = batchOf(i, sent);
    sent.set(`${batch.seat}`, batch);
    const origin = originUrls[i % originUrls.length];
    const began = performance.now();
    const job = fetch(`${origin}/api/newsroom/results/${SLUG}/counts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ counts: batch.counts }),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        const answered = performance.now();
        ingest.push(answered - began);
        if (!res.ok) errors += 1;
        // What the site accepted is what it must show: none of it lost, none counted twice.
        else for (const row of batch.counts) expected.set(`${row.candidate}:${row.round}`, row.votes);
        // From the feed's answer (the count stored) until the edge's copy of the seat shows it.
        if (res.ok && i % 10 === 0) edgeTimes.push(await toEdge(edgeUrl, batch.seat, batch.round, answered));
      })
      .catch(() => {
        errors += 1;
      });
    pending.push(job);
  }
  await Promise.all(pending);
  return { ingest, edgeTimes, errors, expected, seconds: (performance.now() - start) / 1000 };
}

/** Every candidate's votes as the readers' JSON gives them, against the sums of the batches accepted. */
async function sumCheck(originUrl, expected) {
  const want = new Map();
  for (const [key, votes] of expected) {
    const candidate = Number(key.split(':')[0]);
    want.set(candidate, (want.get(candidate) ?? 0) + votes);
  }
  let wrong = 0;
  for (let seat = 1; seat <= SEATS; seat += 1) {
    const body = await (await fetch(`${originUrl}/api/results/${SLUG}/seat-${seat}`)).json();
    for (const c of body.candidates) if (c.votes !== (want.get(c.id) ?? 0)) wrong += 1;
  }
  return wrong;
}

/** One backend: its origins, the edge, the election, the counting with readers, the figures. */
async function run(backend) {
  const drop = backend === 'postgres' ? await freshDatabase() : undefined;
  const env = {
    RESULTS_TOKEN: TOKEN,
    JANMAT_ADMIN_EMAIL: ADMIN.email,
    JANMAT_ADMIN_PASSWORD: ADMIN.password,
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
    PAGE_RENDERS_PER_MIN: '0',
    ...(drop ? { DATABASE_URL: databaseUrl } : {}),
  };
  const ports = backend === 'postgres' ? [firstPort, firstPort + 1] : [firstPort];
  const servers = [];
  let edge;
  try {
    for (const port of ports) {
      const server = startBenchServer({ bundle, port, env });
      servers.push(server);
      await server.ready();
    }
    const originUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    edge = await startVarnish({
      port: edgePort,
      listen: '127.0.0.1',
      origins: ports.map((port) => ({ host: '127.0.0.1', port: String(port) })),
      stdio: 'ignore',
    });
    await makeElection(originUrls[0]);
    const before = edge.stats();
    const reading = autocannon({ url: `${edge.url}/results/${SLUG}`, connections: readers, duration });
    const day = await countingDay(originUrls, edge.url);
    const readersDone = await reading;
    const after = edge.stats();
    const wrong = await sumCheck(originUrls[0], day.expected);
    const originRequests = after['MAIN.backend_req'] - before['MAIN.backend_req'];
    const edgeRequests = after['MAIN.client_req'] - before['MAIN.client_req'];
    return {
      backend: `${backend} (${ports.length} process${ports.length > 1 ? 'es' : ''})`,
      batches: day.ingest.length,
      'batches/s': (day.ingest.length / day.seconds).toFixed(1),
      'ingest p50': ms(quantile(day.ingest, 0.5)),
      'ingest p99': ms(quantile(day.ingest, 0.99)),
      'count→edge median': ms(quantile(day.edgeTimes, 0.5)),
      'count→edge p99': ms(quantile(day.edgeTimes, 0.99)),
      'edge req/s': (edgeRequests / day.seconds).toFixed(0),
      'origin req/s': (originRequests / day.seconds).toFixed(0),
      'tally page req/s (readers)': readersDone.requests.average,
      errors: day.errors + readersDone.errors + readersDone.non2xx,
      'sum check (candidates wrong)': wrong,
    };
  } finally {
    await edge?.stop();
    for (const server of servers) await server.stop();
    await drop?.();
  }
}

const rows = [];
const title = `results bench: ${SEATS} seats × ${CANDIDATES} candidates, ${rate} batches/s for ${duration} s, ${readers} readers of the tally page through the edge`;
for (const backend of backends) {
  rows.push(await run(backend));
  // Each backend's figures as soon as they are in (a later backend's failure keeps them).
  console.log(`\n${title}`);
  console.table(rows);
}
