/**
 * Throughput benchmark. (1) The two hottest read answers against static files of exactly the same
 * bytes served by the same server; goal: each API answer at ≥ 0.7 of its static twin. (2) An
 * article's HTML page as readers get it — rendered on the server through the sections' server
 * containers (cached after the first request) — beside the same page from a server with
 * SERVER_RENDER=off (the shell's outline, rendered in the browser); goal: ≥ 300 req/s, p99 ≤ 100 ms.
 * Starts the built server on a temporary data folder (port 3105 or BENCH_PORT), runs autocannon
 * (50 connections, 8 s each by default), prints requests/s and p99, then stops the server.
 * The site must be built (`npm run build`) for the page figures.
 * Usage: npm run bench (BENCH_DURATION=seconds, BENCH_CONNECTIONS=n, BENCH_STRICT=1 to fail below goal)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from './benchServer.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3105);
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;
const GOAL = 0.7;
const PAGE_GOAL = { rps: 300, p99: 100 };

function buildIfNeeded() {
  if (existsSync(join(serverDir, 'dist', 'main.js'))) return;
  const run = spawnSync(process.execPath, [join(serverDir, 'build.mjs')], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('server build failed');
}

function cannon(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function bytesOf(path) {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

buildIfNeeded();

/** Starts the built server on a fresh data folder with `extraEnv`; `stop()` ends it and removes the folder. */
const startServer = (extraEnv = {}) =>
  startBenchServer({ bundle: join(serverDir, 'dist', 'main.js'), port, env: extraEnv, waitMs: 60_000 });

/** An article page's HTML under load: requests/s, p99, and whether it was rendered on the server. */
async function pageFigures(path) {
  const html = (await bytesOf(path)).toString('utf8');
  await cannon(path); // warm-up
  const r = await cannon(path);
  return {
    rendered: html.includes('data-ssr=""><'),
    size: Buffer.byteLength(html),
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const { dataDir, ready, stop } = startServer();
try {
  const started = Date.now();
  await ready();
  console.log(`server ready in ${Date.now() - started} ms (first start: migrate + seed + images)`);

  const newsall = await bytesOf('/api/newsall');
  const firstUrl = JSON.parse(newsall.toString()).data[0].url;
  const articlePath = `/api/newsdetails2/${encodeURIComponent(firstUrl)}`;
  const article = await bytesOf(articlePath);
  writeFileSync(join(dataDir, 'uploads', 'bench-newsall.json'), newsall);
  writeFileSync(join(dataDir, 'uploads', 'bench-article.json'), article);

  const pairs = [
    ['/api/newsall', '/uploads/bench-newsall.json', newsall.length],
    [articlePath, '/uploads/bench-article.json', article.length],
  ];
  await cannon('/api/newsall'); // warm-up (JIT, caches)
  const rows = [];
  for (const [api, file, size] of pairs) {
    const a = await cannon(api);
    const s = await cannon(file);
    rows.push({
      api,
      size,
      apiRps: a.requests.average,
      apiP99: a.latency.p99,
      fileRps: s.requests.average,
      fileP99: s.latency.p99,
      errors: a.errors + a.non2xx + s.errors + s.non2xx,
    });
  }
  console.log(`\n${connections} connections, ${duration} s per run\n`);
  console.log('answer                                   bytes    req/s  p99 ms | static req/s  p99 ms | ratio');
  let ok = true;
  for (const r of rows) {
    const ratio = r.apiRps / r.fileRps;
    ok &&= ratio >= GOAL && r.errors === 0;
    console.log(
      `${r.api.slice(0, 40).padEnd(40)} ${String(r.size).padStart(6)} ${r.apiRps.toFixed(0).padStart(8)} ${String(r.apiP99).padStart(7)} | ${r.fileRps.toFixed(0).padStart(12)} ${String(r.fileP99).padStart(7)} | ${ratio.toFixed(2)}${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  }
  console.log(`\ngoal: every ratio ≥ ${GOAL} → ${ok ? 'met' : 'NOT met'}`);

  const pagePath = `/news/${encodeURIComponent(JSON.parse(newsall.toString()).data[0].type)}/${encodeURIComponent(firstUrl)}`;
  const serverRendered = await pageFigures(pagePath);
  await stop();
  const outline = startServer({ SERVER_RENDER: 'off' });
  let browserRendered;
  try {
    await outline.ready();
    browserRendered = await pageFigures(pagePath);
  } finally {
    await outline.stop();
  }
  console.log(`\narticle page ${pagePath.slice(0, 60)}\n`);
  console.log('html                                     bytes    req/s  p99 ms');
  for (const [name, r] of [
    [`on the server${serverRendered.rendered ? '' : ' (NOT rendered: is the site built?)'}`, serverRendered],
    ['in the browser (SERVER_RENDER=off)', browserRendered],
  ]) {
    console.log(
      `${name.padEnd(40)} ${String(r.size).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(7)}${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  }
  const pageOk =
    serverRendered.rendered &&
    serverRendered.errors === 0 &&
    serverRendered.rps >= PAGE_GOAL.rps &&
    serverRendered.p99 <= PAGE_GOAL.p99;
  console.log(
    `\ngoal: server-rendered article ≥ ${PAGE_GOAL.rps} req/s, p99 ≤ ${PAGE_GOAL.p99} ms → ${pageOk ? 'met' : 'NOT met'}`,
  );
  ok &&= pageOk;
  if (!ok && process.env.BENCH_STRICT === '1') process.exitCode = 1;
} finally {
  await stop();
}
