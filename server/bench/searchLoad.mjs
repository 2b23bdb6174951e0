/**
 * Search speed on a corpus generated from the seed's vocabulary (SEARCH_BENCH_ARTICLES, default
 * 100,000 articles besides the seed's): index build time and size on disk, then p50/p95/p99 of a
 * results page and of suggestions with 10 concurrent clients (SEARCH_BENCH_CLIENTS), each asking the
 * engine directly — no read cache in front — for SEARCH_BENCH_SECONDS (default 10) per kind.
 * Targets: p95 ≤ 50 ms (results), ≤ 30 ms (suggestions). PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (SEARCH_BENCH_KINDS=postgres or pglite: only that one). SEARCH_BENCH_KEEP=<name>
 * keeps the corpus's databases under that name for the next run (which then measures only the queries).
 * SEARCH_BENCH_FIRST=<n> asks only the evaluation's first n queries (53: the set before English, to
 * compare with figures measured on it).
 * Usage: npm run bench:search -w server
 */
import { performance } from 'node:perf_hooks';
import { loadHarness } from './bundle.mjs';
import { EVAL } from './searchEval.mjs';

const ARTICLES = Number(process.env.SEARCH_BENCH_ARTICLES ?? 100_000);
const CLIENTS = Number(process.env.SEARCH_BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 10);
const GOALS = { results: 50, suggestions: 30 };

const QUERIES = EVAL.slice(0, Number(process.env.SEARCH_BENCH_FIRST ?? EVAL.length));

/** What readers type while a suggestion is asked for: growing prefixes of the evaluation's queries. */
const PREFIXES = QUERIES.flatMap(([, q]) => [q.slice(0, Math.max(3, Math.ceil(q.length / 2))), q]);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(name, queries, ask) {
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const q = queries[next++ % queries.length];
        const started = performance.now();
        await ask(q);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
  const goal = GOALS[name];
  console.log(
    `  ${name.padEnd(11)} ${times.length} requests, ${(times.length / SECONDS).toFixed(0)}/s, p50 ${p50} ms, p95 ${p95} ms (target ≤ ${goal}), p99 ${p99} ms`,
  );
  return Number(p95) <= goal;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function bench(h, kind) {
  const b = await h.openBenchDatabase(kind);
  try {
    const reused = (await h.articleCount(b)) > 0;
    if (reused) console.log(`${kind}: the kept corpus (${await h.articleCount(b)} articles)`);
    else {
      await h.seed(b);
      const generating = performance.now();
      await h.generateCorpus(b, ARTICLES);
      console.log(
        `${kind}: ${ARTICLES} articles generated in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
      );
    }
    const started = performance.now();
    const indexed = await h.buildIndex(b);
    await h.analyse(b);
    const size = await h.indexSize(b);
    console.log(
      `  index built: ${indexed} documents in ${((performance.now() - started) / 1000).toFixed(1)} s; on disk ${mb(size.documents + size.words)} (documents ${mb(size.documents)}, words ${mb(size.words)}, of which indexes ${mb(size.indexes)})`,
    );
    if (await h.withSearchThread(b)) console.log('  with the search thread (SEARCH_THREAD=off: without)');
    // One pass to warm the caches and the JIT (twice with the thread: the statement alternates between its two sides).
    for (const [, q] of QUERIES) await b.engine.search(h.parseQuery(q), 1);
    if (b.thread) await Promise.all(QUERIES.map(([, q]) => b.engine.search(h.parseQuery(q), 1)));
    const results = await load(
      'results',
      QUERIES.map(([, q]) => q),
      (q) => b.engine.search(h.parseQuery(q), 1),
    );
    const suggestions = await load('suggestions', PREFIXES, (q) => b.engine.suggest(h.parseQuery(q)));
    if (b.thread)
      console.log(`  statements answered: thread ${b.thread.answered.thread}, main ${b.thread.answered.main}`);
    return results && suggestions;
  } finally {
    await b.close();
  }
}

const h = await loadHarness();
const kinds = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (kind) => !process.env.SEARCH_BENCH_KINDS || process.env.SEARCH_BENCH_KINDS.split(',').includes(kind),
);
let ok = true;
for (const kind of kinds) ok = (await bench(h, kind)) && ok;
if (process.env.BENCH_STRICT && !ok) process.exitCode = 1;
