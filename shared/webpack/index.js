/**
 * The one webpack configuration factory of Janmat: `createShellConfig` for the host and
 * `createRemoteConfig` for each of the four remotes. Every app gets the same loader, the same
 * shared singletons (`../mf-shared.js`) and the same Module Federation settings, so the parts
 * agree on what they share without talking to each other.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** @typedef {import('webpack').Configuration} Configuration */
/** @typedef {'development' | 'production'} Mode */

const SHARED_DIR = path.resolve(__dirname, '..');

/** @returns {Record<string, object>} the federated shared singletons (`shared/mf-shared.js`). */
function sharedModules() {
  return require(path.join(SHARED_DIR, 'mf-shared.js')).sharedModules;
}

/**
 * React Router 7 resolves to its development build even in production bundles; point both entry
 * points at the production build (both, or two router contexts end up in the bundle).
 * @returns {Record<string, string>}
 */
function routerProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * Minifies with swc (native, several times faster than terser on this machine's two cores) and
 * keeps license comments inside the files instead of extra `.LICENSE.txt` assets.
 */
function swcMinimizer() {
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
    extractComments: false,
  });
}

/**
 * The host hands its federation runtime to the remotes (`provideExternalRuntime`) through a runtime
 * plugin that requires the CommonJS build of runtime-core, while the bundled runtime uses the ES
 * module build: two copies (about 24 KB gzipped) in `main.js`. Pointing the plugin's import at the
 * ES build leaves one copy, shared by the host and every remote.
 */
class SingleRuntimeCorePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const esm = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js');
    compiler.options.resolve.alias = {
      ...compiler.options.resolve.alias,
      '@module-federation/runtime-tools/runtime-core$': esm,
    };
  }
}

/** @param {Mode} mode */
function swcRule(mode) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: mode === 'development' },
          },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * Settings both kinds of app share.
 * @param {{ mode: Mode, dir: string, port: number }} options
 * @returns {Configuration}
 */
function baseConfig({ mode, dir, port }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: { rules: [swcRule(mode)] },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? routerProductionAliases() : {},
    },
    optimization: { minimize: production, minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: { port, hot: false, liveReload: true, client: { overlay: false } },
  };
}

/**
 * Module Federation options every app uses.
 * @param {{ name: string, production: boolean }} options
 */
function federationOptions({ name, production }) {
  return {
    name,
    shared: sharedModules(),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    manifest: true,
    dts: false,
    dev: production
      ? false
      : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
  };
}

/** @param {unknown} argvMode webpack-cli's `--mode` (or the NODE_ENV fallback) */
function modeOf(argvMode) {
  if (argvMode === 'development' || argvMode === 'production') return argvMode;
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/**
 * A federated remote: exposes its modules through `remoteEntry.js` + `mf-manifest.json` in
 * `<dir>/dist`, loads its chunks relative to wherever it is deployed (`publicPath: 'auto'`).
 * In development it also serves a standalone page (`src/index.ts` → `bootstrap.tsx`) on `port`.
 * @param {{ name: string, dir: string, port: number, exposes: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => Configuration}
 */
function createRemoteConfig({ name, dir, port, exposes }) {
  return (_env, argv = {}) => {
    const mode = modeOf(argv.mode);
    const production = mode === 'production';
    const base = baseConfig({ mode, dir, port });
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    return {
      ...base,
      // The standalone page is a development aid; a production build ships only the container.
      entry: production ? {} : { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `janmat_${name}`,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationOptions({ name, production }),
          filename: 'remoteEntry.js',
          // The container's global: a safe identifier even for a name like `static` (reserved in strict mode).
          library: { type: 'var', name: `janmat_${name}` },
          exposes,
          // In production a remote uses the host's federation runtime instead of shipping its own
          // (about 19 KB gzipped less per remote on every page). Its standalone dev page keeps one.
          experiments: production ? { externalRuntime: true } : undefined,
        }),
        ...(production ? [] : [new HtmlWebpackPlugin({ templateContent: standaloneHtml(name), chunks: ['main'] })]),
      ],
      devServer: {
        ...base.devServer,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
      },
    };
  };
}

/** @param {string} name */
function standaloneHtml(name) {
  return `<!doctype html><html lang="hi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>जनमत — ${name}</title></head><body><div id="root"></div></body></html>`;
}

/**
 * Development server of the shell: the API (and uploads, health) proxied to the server, and a
 * `/remotes.json` pointing at the remotes' own dev servers.
 * @param {Record<string, string>} devRemotes remote name → URL of its dev `mf-manifest.json`
 */
function shellDevServer(devRemotes) {
  const apiOrigin = process.env.JANMAT_API_ORIGIN || 'http://127.0.0.1:3100';
  return {
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/uploads', '/healthz'], target: apiOrigin, changeOrigin: false }],
    /** @param {any[]} middlewares @param {any} server */
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(devRemotes);
      });
      return middlewares;
    },
  };
}

/**
 * The host: one HTML page (from `shell/src/index.html`), served from `/`, that registers the
 * remotes at run time from `/remotes.json` (so nothing about them is baked into the build).
 * @param {{ dir: string, port: number, devRemotes?: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => Configuration}
 */
function createShellConfig({ dir, port, devRemotes = {} }) {
  return (_env, argv = {}) => {
    const mode = modeOf(argv.mode);
    const production = mode === 'production';
    const base = baseConfig({ mode, dir, port });
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    return {
      ...base,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: 'janmat_shell',
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationOptions({ name: 'shell', production }),
          remotes: {},
          experiments: production ? { provideExternalRuntime: true } : undefined,
        }),
        ...(production ? [new SingleRuntimeCorePlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src', 'index.html'),
          inject: 'body',
          scriptLoading: 'defer',
          minify: false,
        }),
      ],
      devServer: { ...base.devServer, ...shellDevServer(devRemotes) },
    };
  };
}

module.exports = { createRemoteConfig, createShellConfig, routerProductionAliases };
