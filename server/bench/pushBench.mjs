/**
 * `npm run bench:push` (docs/push.md, «The bench»): one server process fans a breaking push out to
 * 100,000 subscriptions through the push queue, to a fake push service on 127.0.0.1 (another process)
 * that checks each request's VAPID signature (ES256, audience, expiry, the site's key) and decrypts
 * each aes128gcm payload with its subscription's private key. Reported: the time from the editor's
 * push until every delivery is done, the sender's peak RSS, and how many payloads decrypted to the
 * text sent. Settings: BENCH_SUBSCRIPTIONS (100000), BENCH_CONCURRENCY (PUSH_CONCURRENCY, 100),
 * PUSH_ENCRYPT_THREADS (unset: the cores less two, one being the push service's; 0: the main thread encrypts),
 * BENCH_DATABASE_URL (PostgreSQL instead of PGlite: a database this run empties first).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { bundleBench } from './bundle.mjs';

const count = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/**
 * The push service here is a process on the same machine, busy a core's worth while the push fans
 * out: the sender's threads get the cores it leaves (none of two), unless PUSH_ENCRYPT_THREADS says.
 */
const encryptThreads = process.env.PUSH_ENCRYPT_THREADS ?? String(Math.max(0, availableParallelism() - 2));
const payload = {
  title: 'ब्रेकिंग',
  body: 'संसद का शीतकालीन सत्र आज से शुरू, पहले दिन ही कई विधेयक पेश होंगे',
  url: 'https://janmat.in/news/national/sheetkalin-satra-shuru',
};
const expected = JSON.stringify(payload);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The push encryption pool's thread, where the server's build puts it: dist/pushEncryptWorker.js,
 * beside the harness's bundle, which finds it there as the server finds it beside dist/main.js.
 */
async function buildEncryptWorker() {
  const server = join(dirname(fileURLToPath(import.meta.url)), '..');
  await build({
    entryPoints: [join(server, 'src', 'push', 'pushEncryptWorker.ts')],
    outfile: join(server, 'dist', 'pushEncryptWorker.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    external: ['web-push'],
  });
}

/** The fake push service's process; `ask` sends a message and waits for the answer holding `key`. */
async function startService(file) {
  const child = fork(file, [], { env: { ...process.env, BENCH_EXPECTED: expected }, stdio: 'inherit' });
  const waiting = [];
  child.on('message', (message) => {
    const i = waiting.findIndex((w) => w.key in message);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(message);
  });
  const ask = (message, key) =>
    new Promise((resolve) => {
      waiting.push({ key, resolve });
      if (message) child.send(message);
    });
  await ask(undefined, 'ready');
  return { child, ask };
}

/** The bench's PostgreSQL database, made if missing and emptied. */
async function emptyDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
}

async function main() {
  const require = createRequire(import.meta.url);
  const harness = require(await bundleBench('pushHarness.ts', 'push-harness'));
  await buildEncryptWorker();
  const serviceFile = await bundleBench('pushServiceProcess.ts', 'push-service');
  const dir = mkdtempSync(join(tmpdir(), 'janmat-push-bench-'));
  const service = await startService(serviceFile);
  try {
    let at = Date.now();
    const { origin, cpuMs } = await service.ask({ make: count, file: join(dir, 'subs.jsonl') }, 'origin');
    service.cpuBefore = cpuMs;
    const subscriptions = readFileSync(join(dir, 'subs.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    console.info(`${count} subscriptions made (key pairs) in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    if (databaseUrl) await emptyDatabase(databaseUrl);
    const env = {
      PUSH_SERVICE_ORIGINS: origin,
      PUSH_CONCURRENCY: String(concurrency),
      PUSH_TOPIC_MIN_INTERVAL_MS: '0',
      PUSH_ENCRYPT_THREADS: encryptThreads,
    };
    const bench = await harness.openBench(databaseUrl ? { url: databaseUrl } : { dataDir: join(dir, 'pglite') }, env);
    await service.ask({ key: bench.publicKey }, 'keyed');
    at = Date.now();
    await bench.subscribe(subscriptions);
    subscriptions.length = 0;
    console.info(
      `kept in the database (${databaseUrl ? 'PostgreSQL' : 'PGlite'}) in ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
    await report(bench, service);
    await bench.close();
  } finally {
    service.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Announces the push, follows the log until every delivery is done, and prints the figures. */
async function report(bench, service) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const start = Date.now();
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const outcome = await bench.announce(payload);
  const queuedMs = Date.now() - start;
  let row;
  for (;;) {
    row = await bench.progress(outcome.id);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (row.delivered + row.failed + row.removed >= row.recipients) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (Date.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const loop = performance.eventLoopUtilization(loopBefore);
  const { counts, refusals, cpuMs } = await service.ask({ counts: true }, 'counts');
  const perDelivery = (ms) => `${(ms / Math.max(1, row.delivered)).toFixed(2)} ms`;
  console.info(`queued ${row.recipients} deliveries in ${(queuedMs / 1000).toFixed(1)} s`);
  console.info(
    `delivered ${row.delivered}, failed ${row.failed}, removed ${row.removed} in ${seconds.toFixed(1)} s (${Math.round(row.delivered / seconds)}/s), concurrency ${concurrency}, encryption threads ${bench.encryptThreads}`,
  );
  console.info(
    `push service: ${counts.requests} requests, ${counts.right} decrypted to the text sent, ${counts.refused} refused${refusals.length ? ` (${refusals[0]})` : ''}`,
  );
  console.info(
    `sender RSS: ${mb(rssBefore)} before the push, ${mb(peak)} at its peak while sending (process peak ${mb(process.resourceUsage().maxRSS * 1024)})`,
  );
  console.info(
    `CPU per delivery: sender ${perDelivery((cpu.user + cpu.system) / 1000)} (its main thread busy ${perDelivery(loop.active)}), push service ${perDelivery(cpuMs - service.cpuBefore)} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
  );
  const ok = counts.right === count && row.delivered === count && seconds <= 60;
  console.info(ok ? 'OK: every payload decrypted to the text sent, within 60 s' : 'NOT OK');
  process.exitCode = ok ? 0 : 1;
}

await main();
