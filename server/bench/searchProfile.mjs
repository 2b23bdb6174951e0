/**
 * One search at a time on a kept corpus (run searchLoad.mjs with SEARCH_BENCH_KEEP=<name> first): the
 * evaluation's queries, results page and suggestions, each the mean of SEARCH_PROFILE_ROUNDS (default
 * 5) warm runs, slowest first — where the time of the load benchmark goes.
 * Usage: SEARCH_BENCH_KEEP=<name> [TEST_DATABASE_URL=… SEARCH_BENCH_KINDS=postgres] node bench/searchProfile.mjs
 */
import { performance } from 'node:perf_hooks';
import { loadHarness } from './bundle.mjs';
import { EVAL } from './searchEval.mjs';

const ROUNDS = Number(process.env.SEARCH_PROFILE_ROUNDS ?? 5);

async function timed(ask) {
  await ask();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await ask();
  return (performance.now() - started) / ROUNDS;
}

async function profile(h, kind) {
  const b = await h.openBenchDatabase(kind);
  try {
    const count = await h.articleCount(b);
    if (count === 0) throw new Error(`${kind}: no kept corpus (run searchLoad.mjs with SEARCH_BENCH_KEEP first)`);
    const rows = [];
    for (const [, q] of EVAL) {
      const query = h.parseQuery(q);
      const prefix = h.parseQuery(q.slice(0, Math.max(3, Math.ceil(q.length / 2))));
      rows.push({
        q,
        results: await timed(() => b.engine.search(query, 1)),
        suggest: await timed(() => b.engine.suggest(prefix)),
      });
    }
    const mean = (key) => rows.reduce((sum, r) => sum + r[key], 0) / rows.length;
    console.log(
      `${kind} (${count} articles): mean results ${mean('results').toFixed(1)} ms, suggestions ${mean('suggest').toFixed(1)} ms`,
    );
    for (const r of rows.sort((x, y) => y.results + y.suggest - (x.results + x.suggest)).slice(0, 15)) {
      console.log(`  ${r.results.toFixed(1).padStart(7)} ${r.suggest.toFixed(1).padStart(7)}  ${r.q}`);
    }
  } finally {
    await b.close();
  }
}

const h = await loadHarness();
const kinds = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (kind) => !process.env.SEARCH_BENCH_KINDS || process.env.SEARCH_BENCH_KINDS.split(',').includes(kind),
);
for (const kind of kinds) await profile(h, kind);
