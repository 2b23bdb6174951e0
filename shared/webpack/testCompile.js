// @ts-check
/**
 * For the factory's tests: builds a few source files (name → text, written to a fresh temporary
 * folder) with webpack and the given plugins, and answers the errors and the files written.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * @param {{ files: Record<string, string>, plugins?: import('webpack').WebpackPluginInstance[],
 *   config?: import('webpack').Configuration }} options
 * @returns {Promise<{ dir: string, out: string, errors: string[], assets: string[], read(file: string): Buffer }>}
 */
async function compile({ files, plugins = [], config = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'janmat-webpack-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: out, publicPath: '/', filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { minimize: false },
    devtool: false,
    infrastructureLogging: { level: 'error' },
    ...config,
    plugins,
  });
  /** @type {import('webpack').Stats} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const json = stats.toJson({ all: false, errors: true });
  return {
    dir,
    out,
    errors: (json.errors ?? []).map((error) => error.message),
    assets: filesUnder(out),
    read: (file) => fs.readFileSync(path.join(out, file)),
  };
}

/**
 * Every file under `dir`, relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

module.exports = { compile };
