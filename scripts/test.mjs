// `npm test`: install what is missing (Debian chromium and varnish too), then lint, type-check, unit and API tests,
// the scripts' tests, a production build, the pages' tests on it, the JavaScript budget and the
// end-to-end tests. Every step
// runs; the exit code is non-zero when any failed.
import { readdirSync } from 'node:fs';
import { ensureChromium } from './lib/ensureChromium.mjs';
import { ensureVarnish } from './lib/ensureVarnish.mjs';
import { BUILDS, ensureInstalled, log, run } from './lib/workspace.mjs';

ensureInstalled();
ensureChromium();
// The edge journeys run Varnish in front of the server: they fail without it, and this says why.
const varnishMissing = ensureVarnish();
if (varnishMissing) log(`could not install varnish: ${varnishMissing}`);

const results = [];
function step(name, command, args, options) {
  log(`── ${name}`);
  const started = Date.now();
  const status = run(command, args, options);
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

step('lint', 'npm', ['run', 'lint', '--silent']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('unit and API tests', 'npx', ['jest', '--ci']);
// The scripts' own tests (Node's test runner): `scripts/*.test.mjs`.
const scriptTests = readdirSync('scripts').filter((name) => name.endsWith('.test.mjs'));
step('script tests', 'node', ['--test', ...scriptTests.map((name) => `scripts/${name}`)]);
const built = step('production build', 'npx', [
  'lerna',
  'run',
  'build',
  '--concurrency',
  '2',
  ...BUILDS.flatMap((b) => ['--scope', `@janmat/${b.pkg}`]),
]);
if (built) {
  // The pages against the production build: every route through its data contract, as two visitors.
  step('page tests on the build', 'npx', ['jest', '--ci', '--selectProjects', 'server-built', 'shell-built'], {
    env: { ...process.env, JANMAT_BUILT: '1' },
  });
  step('JavaScript budget', 'node', ['scripts/budget.mjs', '--check']);
  step('end-to-end tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
} else {
  results.push({ name: 'JavaScript budget and end-to-end tests (need the build)', ok: false, seconds: 0 });
}

log('summary');
for (const r of results) log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
