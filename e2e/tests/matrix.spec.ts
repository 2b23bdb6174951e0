import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { ROOT } from '../fixtures/processes';

test(
  'the version matrix builds a section from a git ref in a folder of its own and serves it as an override',
  tags('shell', 'static', 'local'),
  async () => {
    test.setTimeout(300_000);
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const run = spawnSync(
      process.execPath,
      ['scripts/e2e-matrix.mjs', '--remote', 'static', '--ref', 'HEAD', '--prepare-only'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, E2E_PORT: String(E2E_PORT) } },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const prepared = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(prepared).toMatchObject({
      remote: 'static',
      short: head,
      pkg: 'mfe-static',
      grep: '@static',
      variable: 'E2E_REMOTE_STATIC',
      manifest: `http://127.0.0.1:${E2E_PORT + 4}/mf-manifest.json`,
      // The built manifest names the build after the ref it was built from.
      named: `0.0.0+${head}`,
    });
    // The folder is gone afterwards, and nothing in the repository was touched by the build.
    expect(run.stdout).toMatch(/janmat-matrix-static-/);
    const folder = run.stdout.match(/\/\S*janmat-matrix-static-\w+/)?.[0] ?? '';
    expect(existsSync(folder)).toBe(false);
  },
);

test(
  'the version matrix refuses a section that is not one, and a ref that does not exist',
  tags('shell', 'static', 'local'),
  async () => {
    const matrix = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/e2e-matrix.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
    const unknown = matrix('--remote', 'sport', '--ref', 'HEAD');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--remote must be one of news, media, polls, static');
    const missing = matrix('--remote', 'news', '--ref', 'no-such-ref-anywhere');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no-such-ref-anywhere');
  },
);
