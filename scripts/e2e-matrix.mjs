// `npm run e2e:matrix -- --remote news --ref <git ref>`: builds that section from the ref in a
// folder of its own, serves it as the override of that section (E2E_REMOTE_<NAME>), and runs the
// journeys tagged with it against everything else at HEAD (the suite's own server, built when
// stale) or against a deployment (`--base-url`, which must allow this machine's origin in its
// REMOTE_OVERRIDE_ORIGINS). Not part of `npm test`. `--prepare-only` stops once the section is
// built and served (checks the plumbing); `--keep` leaves the folder; arguments after `--` go to
// Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSection, extractRef, parseMatrixArgs, planMatrix, removeTree } from './lib/matrix.mjs';
import { serveStaticFolder } from './lib/staticFolder.mjs';
import { build, ensureInstalled, log, ROOT, staleBuilds } from './lib/workspace.mjs';

/** Counts and the composition line from Playwright's JSON report. */
function summarise(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const composition = new Set();
  const failedTitles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const note of test.annotations ?? []) if (note.type === 'composition') composition.add(note.description);
        if (test.status === 'unexpected') failedTitles.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { stats: report.stats, composition: [...composition], failedTitles };
}

async function main() {
  const options = parseMatrixArgs(process.argv.slice(2));
  ensureInstalled();
  const plan = planMatrix(options);
  log(`matrix: ${plan.remote} at ${plan.ref} (${plan.short}) as build ${plan.buildVersion}, everything else at HEAD`);
  const dir = extractRef(plan);
  log(`building ${plan.pkg} at ${plan.short} in ${dir}`);
  let served;
  try {
    const dist = buildSection(plan, dir);
    served = await serveStaticFolder(dist, plan.port);
    const manifest = `${served.url}/mf-manifest.json`;
    const named = (await (await fetch(manifest)).json())?.metaData?.buildInfo?.buildVersion ?? null;
    log(`serving ${plan.pkg} at ${manifest} (its manifest names build ${named})`);
    if (options.prepareOnly) {
      console.log(JSON.stringify({ ...plan, manifest, named }));
      return 0;
    }
    if (!options.baseUrl) build(staleBuilds().map((b) => b.pkg));
    const reportFile = join(mkdtempSync(join(tmpdir(), 'janmat-matrix-report-')), 'report.json');
    const env = { ...process.env, [plan.variable]: manifest, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile };
    if (options.baseUrl) env.E2E_BASE_URL = options.baseUrl;
    const cli = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const args = ['test', '--config', 'e2e/playwright.config.ts', '--grep', plan.grep, '--reporter=list,json'];
    // Not spawnSync: this process serves the section's files while the journeys run.
    const child = spawn(process.execPath, [cli, ...args, ...options.extra], { cwd: ROOT, stdio: 'inherit', env });
    const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
    const { stats, composition, failedTitles } = summarise(reportFile);
    log(`matrix result: ${plan.remote} at ${plan.ref} (${plan.short}) against HEAD (${plan.grep})`);
    for (const line of composition) log(`  composed: ${line}`);
    log(
      `  ${stats?.expected ?? 0} passed, ${stats?.unexpected ?? 0} failed, ${stats?.flaky ?? 0} flaky, ${stats?.skipped ?? 0} skipped`,
    );
    for (const title of failedTitles) log(`  failed: ${title}`);
    log(`  report: ${reportFile}`);
    return status;
  } finally {
    await served?.stop();
    if (options.keep) log(`kept ${dir}`);
    else removeTree(dir);
  }
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(`[janmat] e2e:matrix: ${error.message}`);
    process.exit(2);
  },
);
