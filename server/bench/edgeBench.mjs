/**
 * `npm run bench:edge`: the site through its edge (Varnish, deploy/varnish/janmat.vcl) against the
 * origin alone, in one run, on PostgreSQL with two origin processes:
 * 1. the server-rendered article and home page at 200 connections for 30 s, straight to one origin
 *    and through the edge: req/s, p99, and the share of page requests that reached an origin
 *    (Varnish's own backend request counter). The load comes from wrk (Debian's, installed with
 *    apt-get when missing): autocannon, in Node, tops out far below what Varnish serves;
 * 2. an editor's correction of a headline (PATCH through the newsroom API) until the edge serves the
 *    new headline, median of 20;
 * 3. both origins restarted one after the other while readers load pages (and a personal answer that
 *    always reaches an origin): failed requests;
 * 4. both origins stopped: which pages the edge still serves.
 * Goals (issue «Election night»): edge ≥ 10× origin req/s, ≤ 1 % of page requests at an origin,
 * correction → headline ≤ 1 s median, 0 failed requests during restarts, cached pages served with
 * every origin down. The site must be built (`npm run build`).
 * Settings: BENCH_DATABASE_URL (a database this run drops and makes anew; default
 * postgres://postgres@127.0.0.1:5432/janmat_edge_bench), BENCH_PORT (first origin, the second is +1;
 * 3111), BENCH_EDGE_PORT (8088), BENCH_DURATION (30 s), BENCH_CONNECTIONS (200),
 * BENCH_DOWN_MINUTES (0: how long after stopping every origin to ask the
 * edge again; 11 shows pages served past their 10 minutes of freshness).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startVarnish } from '../../scripts/lib/edgeVcl.mjs';
import { aptInstall, requireVarnish } from '../../scripts/lib/ensureVarnish.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(serverDir, 'dist', 'main.js');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/janmat_edge_bench';
const originPorts = [Number(process.env.BENCH_PORT ?? 3111), Number(process.env.BENCH_PORT ?? 3111) + 1];
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 8088);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const downMinutes = Number(process.env.BENCH_DOWN_MINUTES ?? 0);
const ADMIN = { email: 'edge-bench@janmat.test', password: 'edge-bench-password-2026' };
/** What a browser sends: the edge keeps a br and a gzip copy. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'hi-IN' };
const GOALS = { speedup: 10, originShare: 0.01, headlineMs: 1000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(bundle) || !existsSync(join(serverDir, '..', 'shell', 'dist', 'index.html'))) {
  console.error('build the site first: npm run build');
  process.exit(1);
}
requireVarnish();
const WRK = '/usr/bin/wrk';
// The load generator.
if (!existsSync(WRK) && (aptInstall(['wrk']) || !existsSync(WRK))) {
  console.error('this bench needs Debian wrk: apt-get update && apt-get install wrk');
  process.exit(1);
}

/** Drops and makes the bench's database (never a database this run did not name). */
async function freshDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an odd database: ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return async () => {
    const end = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
    await end.connect();
    await end.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await end.end();
  };
}

/** One origin process on the shared database; its data folder outlives restarts (photos drawn once). */
function origin(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-edge-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let child;
  const self = {
    url,
    port,
    async start() {
      child = spawn(process.execPath, [bundle], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '127.0.0.1',
          EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
          RATE_LIMIT_MAX: '100000000',
          PAGE_RENDERS_PER_MIN: '0',
          JANMAT_ADMIN_EMAIL: ADMIN.email,
          JANMAT_ADMIN_PASSWORD: ADMIN.password,
          NEWSROOM_SIGNIN_MAX: '100000',
        },
      });
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`origin on ${port} exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      throw new Error(`origin on ${port} did not become healthy`);
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async remove() {
      await self.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

/** A size or a duration as wrk prints it (`12.3KB`, `1.92ms`) in bytes or milliseconds. */
function unit(text) {
  const m = /^([\d.]+)([a-zA-Z]*)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000, B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
  return Number(m[1]) * (scale[m[2]] ?? 1);
}

/** Runs a command to its end without blocking this process (the probe watch runs meanwhile). */
function runAsync(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** wrk on one address: 2 threads, `connections`, `seconds`, as a browser asks. */
async function wrk(url, seconds) {
  const headers = Object.entries(BROWSER).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const out = await runAsync(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, url]);
  if (out.status !== 0) throw new Error(`wrk failed: ${out.stderr}${out.stdout}`);
  const text = out.stdout;
  const number = (re) => Number(re.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const rps = number(/Requests\/sec:\s+([\d.]+)/);
  return {
    rps,
    p99: unit(/99%\s+(\S+)/.exec(text)?.[1] ?? 'NaN'),
    kb: Math.round(unit(/Transfer\/sec:\s+(\S+)/.exec(text)?.[1] ?? 'NaN') / rps / 1024),
    requests: number(/(\d+) requests in/),
    failed:
      number(/Non-2xx or 3xx responses: (\d+)/) + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
    // wrk's own words for what failed (answers other than 2xx/3xx, connections refused, cut or timed out).
    failures: [/Non-2xx or 3xx responses: \d+/.exec(text)?.[0], socket?.[0]].filter(Boolean).join('; '),
  };
}

const get = (url, headers = {}) => fetch(url, { headers: { ...BROWSER, ...headers }, redirect: 'manual' });

/** Page load straight to `base` (and, for the edge, how many requests went on to an origin). */
async function load(base, path, edge) {
  await wrk(base + path, 5); // warm-up: JIT, the origin's own caches, the edge's copy
  const before = edge?.stats();
  const r = await wrk(base + path, duration);
  const after = edge?.stats();
  const reached = edge ? after['MAIN.backend_req'] - before['MAIN.backend_req'] : r.requests;
  return { ...r, reached };
}

/**
 * What the edge's probes say of the origins, every 250 ms until `stop()`: for how long each was called
 * sick, and all of them at once (when the edge had no healthy origin to send a request to).
 */
function watchProbes(edgeNow) {
  const sickMs = { all: 0 };
  let last = Date.now();
  const timer = setInterval(() => {
    const health = edgeNow.health();
    const step = Date.now() - last;
    last += step;
    for (const [name, up] of Object.entries(health)) sickMs[name] = (sickMs[name] ?? 0) + (up ? 0 : step);
    if (Object.values(health).every((up) => !up)) sickMs.all += step;
  }, 250);
  return {
    stop: () => {
      clearInterval(timer);
      return Object.fromEntries(Object.entries(sickMs).map(([name, ms]) => [name, Math.round(ms / 1000)]));
    },
  };
}

/** Signs in through the edge (a passed request) and corrects a headline 20 times. */
async function correctionToHeadline(edgeUrl, articlePath, articleSlug, originUrls) {
  const signin = await fetch(`${edgeUrl}/api/newsroom/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signin.ok) throw new Error(`sign-in answered ${signin.status}: ${await signin.text()}`);
  const session = {
    cookie: String(signin.headers.get('set-cookie')).split(';')[0],
    'x-csrf-token': (await signin.json()).csrfToken,
  };
  const staff = (path, init = {}) => fetch(`${edgeUrl}${path}`, { ...init, headers: { ...session, ...init.headers } });
  const list = await (await staff(`/api/newsroom/articles?limit=200&q=${encodeURIComponent(articleSlug)}`)).json();
  const article = list.data.find((a) => a.slug === articleSlug);
  if (!article) throw new Error(`the newsroom does not list ${articleSlug}`);
  let etag = (await staff(`/api/newsroom/articles/${article.id}`)).headers.get('etag');
  const times = [];
  const cached = [];
  const lost = [];
  for (let i = 1; i <= 20; i += 1) {
    const title = `${article.title.slice(0, 150)} — सुधार ${i} ${Date.now().toString(36)}`;
    // The page at the edge before the correction: kept there (a HIT) or passed to an origin.
    cached.push((await get(edgeUrl + articlePath)).headers.get('x-cache'));
    await get(edgeUrl + articlePath);
    const started = performance.now();
    const saved = await staff(`/api/newsroom/articles/${article.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ title }),
    });
    if (!saved.ok) throw new Error(`correction answered ${saved.status}: ${await saved.text()}`);
    etag = saved.headers.get('etag');
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (;;) {
      const html = await (await get(edgeUrl + articlePath)).text();
      if (html.includes(escaped)) {
        times.push(performance.now() - started);
        break;
      }
      if (performance.now() - started > 10_000) {
        // Not shown in 10 s: which origins have the new headline now (the edge's copy came from one)?
        const origins = await Promise.all(
          originUrls.map(async (url) =>
            (await (await get(url + articlePath)).text()).includes(escaped) ? 'new' : 'old',
          ),
        );
        lost.push(`correction ${i}: origins ${origins.join('/')}`);
        times.push(Number.POSITIVE_INFINITY);
        break;
      }
      await sleep(10);
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: (times[9] + times[10]) / 2,
    max: times.at(-1),
    cachedBefore: cached.filter((c) => c === 'HIT').length,
    lost,
  };
}

/** Waits until Varnish's probe says `index`'s origin is healthy (or sick). */
async function probeSays(edge, index, healthy) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (edge.health()[`origin_${index}`] === healthy) return;
    await sleep(250);
  }
  throw new Error(`origin ${index} never turned ${healthy ? 'healthy' : 'sick'} at the edge`);
}

const dropDatabase = await freshDatabase();
const origins = originPorts.map(origin);
let edge;
try {
  await origins[0].start(); // migrates and seeds
  await origins[1].start();
  edge = await startVarnish({
    port: edgePort,
    listen: '127.0.0.1',
    origins: origins.map((o) => ({ host: '127.0.0.1', port: String(o.port) })),
    stdio: 'ignore',
  });
  const first = (await (await get(`${origins[0].url}/api/newsall`)).json()).data[0];
  const articlePath = `/news/${encodeURIComponent(first.type)}/${encodeURIComponent(first.url)}`;
  const pages = { article: articlePath, home: '/' };
  const cacheHeader = (await get(origins[0].url + articlePath)).headers.get('cache-control');

  const loadRows = [];
  const probes = watchProbes(edge);
  for (const [name, path] of Object.entries(pages)) {
    const direct = await load(origins[0].url, path);
    const edged = await load(edge.url, path, edge);
    loadRows.push({ name, direct, edged });
    console.log(`[bench] ${name}: origin ${JSON.stringify(direct)}, edge ${JSON.stringify(edged)}`);
  }

  // The admin signs in through the edge just after the load: what did the probes say of the origins then?
  const sickSeconds = probes.stop();
  const atSignin = edge.health();
  console.log(
    `[bench] probes: sick seconds ${JSON.stringify(sickSeconds)}, at the sign-in ${JSON.stringify(atSignin)}`,
  );
  const headline = await correctionToHeadline(
    edge.url,
    articlePath,
    first.url,
    origins.map((o) => o.url),
  );
  console.log(`[bench] correction → headline: ${JSON.stringify(headline)}`);

  // Pages a reader has seen (so kept at the edge), and answers that always reach an origin.
  const seen = ['/', articlePath, `/news/${encodeURIComponent(first.type)}`, '/api/newsall'];
  for (const path of seen) await get(edge.url + path);
  const restart = await rollingRestartRun(edge, origins, [...seen, '/api/ip']);
  console.log(`[bench] rolling restart: ${JSON.stringify(restart)}`);

  for (const o of origins) await o.stop();
  await probeSays(edge, 0, false);
  await probeSays(edge, 1, false);
  const down = async () =>
    Promise.all(
      [...seen, '/rss.xml', '/news/national/never-seen-before', 'POST /api/insert'].map(async (entry) => {
        const [method, path] = entry.startsWith('POST ') ? ['POST', entry.slice(5)] : ['GET', entry];
        const res = await fetch(edge.url + path, { method, headers: BROWSER, redirect: 'manual' });
        const body = await res.text();
        return { entry, status: res.status, cache: res.headers.get('x-cache'), age: res.headers.get('age'), body };
      }),
    );
  const downNow = await down();
  let downLater;
  if (downMinutes > 0) {
    await sleep(downMinutes * 60_000);
    downLater = await down();
  }

  report({ cacheHeader, loadRows, probed: { sickSeconds, atSignin }, headline, restart, downNow, downLater });
} finally {
  await edge?.stop();
  for (const o of origins) await o.remove();
  await dropDatabase();
}

/** Readers through the edge while each origin is stopped and started again in turn. */
async function rollingRestartRun(edgeNow, originList, paths) {
  const cannonRun = autocannon({
    url: edgeNow.url,
    connections: 50,
    duration: 3600,
    headers: BROWSER,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const done = new Promise((resolve, reject) => {
    cannonRun.on('done', resolve);
    cannonRun.on('error', reject);
  });
  await sleep(3000);
  const started = Date.now();
  for (const [i, o] of originList.entries()) {
    await o.stop();
    await probeSays(edgeNow, i, false);
    await o.start();
    await probeSays(edgeNow, i, true);
    await sleep(2000);
  }
  cannonRun.stop();
  const r = await done;
  const statuses = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    seconds: (Date.now() - started) / 1000,
    requests: r.requests.total,
    failed: r.errors + r.timeouts + r.non2xx,
    statuses,
  };
}

function report({ cacheHeader, loadRows, probed, headline, restart, downNow, downLater }) {
  const pct = (x) => `${(x * 100).toFixed(x < 0.01 ? 3 : 1)} %`;
  console.log(`\nthe origin's Cache-Control on the article page: ${cacheHeader}`);
  console.log(
    `\n${connections} connections (wrk, 2 threads), ${duration} s per run, two origins on PostgreSQL, as a browser asks (br)\n`,
  );
  console.log(
    '| page | KB sent | origin req/s | origin p99 ms | edge req/s | edge p99 ms | × | reached an origin | failed |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, direct, edged } of loadRows) {
    console.log(
      `| ${name} | ${edged.kb} | ${direct.rps.toFixed(0)} | ${direct.p99} | ${edged.rps.toFixed(0)} | ${edged.p99} | ${(edged.rps / direct.rps).toFixed(1)} | ${edged.reached} of ${edged.requests} (${pct(edged.reached / edged.requests)}) | ${direct.failed + edged.failed} |`,
    );
  }
  for (const { name, direct, edged } of loadRows) {
    for (const [where, r] of [
      ['origin', direct],
      ['edge', edged],
    ]) {
      if (r.failed > 0) console.log(`${name} at the ${where}: ${r.failures}`);
    }
  }
  const verdict = (up) => (up ? 'healthy' : 'sick');
  console.log(
    `\nthe probes called ${Object.entries(probed.sickSeconds)
      .map(([name, s]) => `${name === 'all' ? 'every origin at once' : name} sick ${s} s`)
      .join(', ')} during the load runs; at the admin's sign-in just after: ${Object.entries(probed.atSignin)
      .map(([name, up]) => `${name} ${verdict(up)}`)
      .join(', ')} (the sign-in reaches an origin either way)`,
  );
  console.log(
    `correction → new headline at the edge: median ${headline.median.toFixed(0)} ms, slowest ${headline.max.toFixed(0)} ms (20 corrections; the page was a HIT at the edge before ${headline.cachedBefore} of them)`,
  );
  if (headline.lost.length > 0) {
    console.log(`  not shown at the edge within 10 s: ${headline.lost.length} of 20 (${headline.lost.join('; ')})`);
  }
  console.log(
    `rolling restart of both origins (${restart.seconds.toFixed(0)} s, 50 connections, pages and /api/ip): ${restart.failed} failed of ${restart.requests} (${JSON.stringify(restart.statuses)})`,
  );
  const rows = (list) =>
    list.map((d) => `  ${d.entry.padEnd(44)} ${d.status} ${d.cache ?? '-'} age ${d.age ?? '-'}`).join('\n');
  console.log(`\nevery origin stopped, the edge answers:\n${rows(downNow)}`);
  if (downLater) console.log(`\n${downMinutes} min later:\n${rows(downLater)}`);

  const worstSpeedup = Math.min(...loadRows.map((r) => r.edged.rps / r.direct.rps));
  const worstShare = Math.max(...loadRows.map((r) => r.edged.reached / r.edged.requests));
  const seenServed = downNow.filter((d) => !/never|rss|POST/.test(d.entry));
  const goals = [
    [`edge ≥ ${GOALS.speedup}× origin req/s`, worstSpeedup >= GOALS.speedup],
    [`≤ ${GOALS.originShare * 100} % of page requests reach an origin`, worstShare <= GOALS.originShare],
    [`correction → headline ≤ ${GOALS.headlineMs} ms median`, headline.median <= GOALS.headlineMs],
    ['0 failed requests while the origins restart', restart.failed === 0],
    ['seen pages served with every origin down', seenServed.every((d) => d.status === 200)],
  ];
  console.log('\ngoals:');
  for (const [name, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT met'} ${name}`);
  if (process.env.BENCH_STRICT === '1' && goals.some(([, met]) => !met)) process.exitCode = 1;
}
