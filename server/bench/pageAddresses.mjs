/**
 * Cache amplification. Starts the built server (BENCH_SERVER, default dist/main.js) on a fresh data
 * folder, measures the home page (autocannon, 10 connections, 4 s: requests/s, p50, p99) and the
 * process's memory (VmRSS), then sends 600 other spellings of /news/international (percent-encoded
 * letters) and 600 unknown article slugs, each twice, 8 at a time, and measures again. Prints what
 * the flood was answered (status counts, renders by Server-Timing) and the figures before and after.
 * The site must be built (`npm run build`).
 * Usage: node bench/pageAddresses.mjs (BENCH_PORT, BENCH_SERVER=<a main.js>, PAGE_RENDERS_PER_MIN=…)
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from './benchServer.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = resolve(process.env.BENCH_SERVER ?? join(serverDir, 'dist', 'main.js'));
const port = Number(process.env.BENCH_PORT ?? 3107);
const base = `http://127.0.0.1:${port}`;

const startServer = () => startBenchServer({ bundle, port, env: { WEB_ROOT: resolve(serverDir, '..') } });

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function homeFigures() {
  return new Promise((done, fail) => {
    autocannon({ url: `${base}/`, connections: 10, duration: 4 }, (err, r) =>
      err ? fail(err) : done({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx }),
    );
  });
}

/** 600 spellings of `international` with some letters percent-encoded. */
function spellings(count) {
  const word = 'international';
  const out = new Set();
  for (let mask = 1; out.size < count; mask++) {
    out.add(
      `/news/${[...word].map((c, i) => (mask & (1 << i) ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c)).join('')}`,
    );
  }
  return [...out];
}

async function flood(paths) {
  const statuses = {};
  let renders = 0;
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await fetch(base + path, { redirect: 'manual' });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if ((res.headers.get('server-timing') ?? '').startsWith('render;')) renders += 1;
      }
    }),
  );
  return { statuses, renders };
}

const { child, ready, stop } = startServer();
try {
  await ready();
  // Warm-up: the home page rendered whole and cached (an answer without a render), JIT warm.
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/`);
    await res.arrayBuffer();
    if (!res.headers.has('server-timing')) break;
  }
  await homeFigures();
  const before = { ...(await homeFigures()), rssMb: rssMb(child.pid) };
  const variants = spellings(600);
  const unknown = Array.from({ length: 600 }, (_, i) => `/news/national/koi-khabar-nahin-${i}`);
  const variantAnswers = await flood([...variants, ...variants]);
  const unknownAnswers = await flood([...unknown, ...unknown]);
  const after = { ...(await homeFigures()), rssMb: rssMb(child.pid) };
  console.log(`server: ${bundle}; PAGE_RENDERS_PER_MIN=${process.env.PAGE_RENDERS_PER_MIN ?? '(default)'}`);
  console.log('600 spellings × 2:', JSON.stringify(variantAnswers));
  console.log('600 unknown slugs × 2:', JSON.stringify(unknownAnswers));
  const row = (name, f) =>
    `${name.padEnd(7)} home ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  RSS ${f.rssMb.toFixed(0)} MB`;
  console.log(row('before', before));
  console.log(row('after', after));
} finally {
  await stop();
}
