// @ts-check
/**
 * Writes the site's service worker into the shell's build: `sw.js`, bundled by esbuild from
 * `serviceWorker.ts` and its parts (a worker has no module loader and no federation), with the
 * notifications' icon beside it. The server sends `/sw.js` itself (server/src/pages/serviceWorker.ts).
 */
const { execFileSync } = require('node:child_process');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const NAME = 'ServiceWorkerPlugin';
/** The worker's file in the build, at the site's root so that its scope is the whole site. */
const WORKER_FILE = 'sw.js';
const ICON_FILE = 'janmat-icon-192.png';

/** @returns {string} the worker, bundled and minified */
function buildWorker() {
  const { outputFiles } = require('esbuild').buildSync({
    entryPoints: [path.join(__dirname, 'serviceWorker.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  return outputFiles?.[0]?.text ?? '';
}

/**
 * The worker, built in a Node process of its own: a test's DOM environment fails esbuild's own checks
 * of the JavaScript environment.
 * @returns {string}
 */
function buildWorkerApart() {
  const script = `process.stdout.write(require(${JSON.stringify(__filename)}).buildWorker())`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

class ServiceWorkerPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of readdirSync(__dirname)) compilation.fileDependencies.add(path.join(__dirname, file));
        compilation.emitAsset(WORKER_FILE, new sources.RawSource(buildWorker()));
        compilation.emitAsset(ICON_FILE, new sources.RawSource(readFileSync(path.join(__dirname, ICON_FILE))));
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin, buildWorker, buildWorkerApart };
