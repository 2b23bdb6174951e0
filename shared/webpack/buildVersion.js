// @ts-check
/**
 * The build version every app writes into its `mf-manifest.json` (`metaData.buildInfo.buildVersion`):
 * `<package version>+<git commit>.<build hash>`, e.g. `0.0.0+eb1469f.3f2a9c1d`. The commit says
 * where the sources came from, the build hash (webpack's hash of the compiled output) tells two
 * builds apart when the working tree had changes. `MF_BUILD_VERSION` (the plugin's own variable)
 * wins when set: the version matrix names a build of an older ref that way.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Short hash of the commit checked out at `dir`, or undefined outside a git work tree.
 * @param {string} dir
 */
function gitCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * @param {{ dir: string, hash: string | undefined, env?: Record<string, string | undefined>, commit?: string }} options
 * @returns {string}
 */
function buildVersion({ dir, hash, env = process.env, commit = gitCommit(dir) }) {
  if (env.MF_BUILD_VERSION) return env.MF_BUILD_VERSION;
  const { version = '0.0.0' } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const parts = [commit, hash?.slice(0, 8)].filter(Boolean);
  return parts.length > 0 ? `${version}+${parts.join('.')}` : version;
}

/**
 * The manifest's `additionalData` step that names the build (see above).
 * @param {{ stats: any, compilation: import('webpack').Compilation }} options
 */
function nameBuild({ stats, compilation }) {
  stats.metaData.buildInfo.buildVersion = buildVersion({
    dir: compilation.compiler.context,
    hash: compilation.hash,
  });
  return stats;
}

module.exports = { buildVersion, nameBuild };
