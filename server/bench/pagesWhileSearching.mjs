/**
 * Pages while readers search (decision 0031). Starts the built server (BENCH_SERVER, default
 * dist/main.js) on a data folder holding the search benchmark's corpus (BENCH_DATA_DIR: the folder
 * `bench/searchLoad.mjs` keeps with SEARCH_BENCH_KEEP=<name>, `$TMPDIR/<name>`), with SEARCH_THREAD off,
 * then on, and no read cache: 10 clients (BENCH_CLIENTS) ask results pages of the evaluation's queries
 * for BENCH_SECONDS (10) while one reader asks pages that read the database and stay small at any
 * corpus size (`/videos`, `/astrology`), in turn. Prints p50/p95 of the pages and of the searches, and
 * searches a second. (The home page and an article list stories: at 100,000 articles they take 1.7
 * and 0.6 s to make without a cache, whatever else runs.)
 * Usage: node bench/pagesWhileSearching.mjs (the site built: `npm run build`)
 */
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './benchServer.mjs';
import { EVAL } from './searchEval.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = resolve(process.env.BENCH_SERVER ?? join(serverDir, 'dist', 'main.js'));
const dataDir = process.env.BENCH_DATA_DIR;
const port = Number(process.env.BENCH_PORT ?? 3108);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;
if (!dataDir) throw new Error('BENCH_DATA_DIR: the folder of a kept search corpus (SEARCH_BENCH_KEEP)');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function timed(path) {
  const started = performance.now();
  const answer = await fetch(`${base}${path}`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return performance.now() - started;
}

/** Pages that read the database, and are the same size whatever the corpus. */
const PAGES = ['/videos', '/astrology'];

async function measure(thread) {
  const server = startBenchServer({
    bundle,
    port,
    dataDir,
    env: {
      WEB_ROOT: resolve(serverDir, '..'),
      SEARCH_THREAD: thread,
      READ_CACHE_MAX_BYTES: '0',
      RATE_LIMIT_MAX: '1000000',
      PAGE_RENDERS_PER_MIN: '0',
      LOG_LEVEL: 'info',
    },
  });
  try {
    await server.ready();
    const queries = EVAL.map(([, q]) => `/api/search?q=${encodeURIComponent(q)}`);
    // Warm: every query once, the pages a few times (and, with the thread, until its copy is current).
    for (const q of queries) await timed(q);
    for (let i = 0; i < 5; i += 1) await Promise.all([...PAGES.map(timed), ...queries.slice(0, 10).map(timed)]);
    const pages = [];
    const searches = [];
    const until = performance.now() + seconds * 1000;
    let next = 0;
    const reader = (async () => {
      for (let i = 0; performance.now() < until; i += 1) pages.push(await timed(PAGES[i % PAGES.length]));
    })();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) searches.push(await timed(queries[next++ % queries.length]));
      }),
    );
    await reader;
    console.log(
      `SEARCH_THREAD=${thread}: pages ${figures(pages)} (${pages.length}); searches ${figures(searches)}, ${(searches.length / seconds).toFixed(0)}/s`,
    );
  } finally {
    await server.stop();
  }
}

for (const thread of ['off', 'on']) await measure(thread);
