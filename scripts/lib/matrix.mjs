// The version matrix's plumbing (`npm run e2e:matrix`): one section built from another git ref in a
// folder of its own, with the repository's node_modules, to be served as an override of that section.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const SECTIONS = ['news', 'media', 'polls', 'static'];

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** `--remote news --ref HEAD~8 [--base-url URL] [--keep] [--prepare-only] [-- playwright args]`. */
export function parseMatrixArgs(argv) {
  const options = { remote: undefined, ref: undefined, baseUrl: undefined, keep: false, prepareOnly: false, extra: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      options.extra = argv.slice(i + 1);
      break;
    }
    if (arg === '--remote') options.remote = argv[++i];
    else if (arg === '--ref') options.ref = argv[++i];
    else if (arg === '--base-url') options.baseUrl = argv[++i];
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--prepare-only') options.prepareOnly = true;
    else options.extra.push(arg);
  }
  if (!SECTIONS.includes(options.remote)) {
    throw new Error(`--remote must be one of ${SECTIONS.join(', ')} (got ${options.remote ?? 'nothing'})`);
  }
  if (!options.ref) throw new Error('--ref <git ref> is required (a branch, a tag, a commit, HEAD~8)');
  return options;
}

/** What a matrix run does, worked out before anything is built. */
export function planMatrix({ remote, ref }, { e2ePort = Number(process.env.E2E_PORT || 3210) } = {}) {
  let commit;
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`${ref} is not a commit of this repository`);
  }
  const short = git('rev-parse', '--short', commit);
  const pkg = `mfe-${remote}`;
  let version = '0.0.0';
  try {
    version = JSON.parse(git('show', `${commit}:${pkg}/package.json`)).version ?? version;
  } catch {
    throw new Error(`${ref} (${short}) has no ${pkg}/package.json: the section did not exist there`);
  }
  return {
    remote,
    ref,
    commit,
    short,
    pkg,
    // What its manifest will name (the plugin's MF_BUILD_VERSION), older build configurations included.
    buildVersion: `${version}+${short}`,
    port: e2ePort + 4,
    grep: `@${remote}`,
    variable: `E2E_REMOTE_${remote.toUpperCase()}`,
  };
}

/**
 * The whole tree at the plan's commit in a new folder (`git archive`), whose node_modules are the
 * repository's except `@janmat/*`, which point at the packages of that commit.
 */
export function extractRef(plan) {
  const dir = mkdtempSync(join(tmpdir(), `janmat-matrix-${plan.remote}-`));
  const unpacked = spawnSync('sh', ['-c', `git archive --format=tar ${plan.commit} | tar -x -C "$0"`, dir], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (unpacked.status !== 0) throw new Error(`git archive ${plan.commit} failed`);
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@janmat'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@janmat') symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const entry of readdirSync(join(ROOT, 'node_modules', '@janmat'))) {
    symlinkSync(join(dir, entry), join(modules, '@janmat', entry));
  }
  return dir;
}

/** Builds the plan's section (browser files only) in the extracted tree; returns its dist folder. */
export function buildSection(plan, dir) {
  const app = join(dir, plan.pkg);
  const built = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    {
      cwd: app,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: plan.buildVersion },
    },
  );
  if (built.status !== 0) throw new Error(`building ${plan.pkg} at ${plan.short} failed`);
  return join(app, 'dist');
}

export const removeTree = (dir) => rmSync(dir, { recursive: true, force: true });
