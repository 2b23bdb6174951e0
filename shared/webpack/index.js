/**
 * The one webpack configuration factory of Janmat: `createShellConfig` for the host and
 * `createRemoteConfig` for each of the four remotes. Every app gets the same loader, the same
 * shared singletons (`../mf-shared.js`) and the same Module Federation settings, so the parts
 * agree on what they share without talking to each other.
 */
const path = require('node:path');
const { remoteFederation, shellFederation, singleRuntimeAliases } = require('./federation');
const { remoteServerConfig, shellServerConfig } = require('./server');

/** @typedef {import('webpack').Configuration} Configuration */
/** @typedef {'development' | 'production'} Mode */

const SHARED_DIR = path.resolve(__dirname, '..');

/**
 * Fails the build when browser code outside `@janmat/shared` imports a package that is not shared
 * (`SHARED_ONLY` in `mf-shared.js`: React Router, Redux and friends). Such an import would bundle a
 * second copy into the app: a second router context that the shell's router never fills.
 */
class SharedOnlyImportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { SHARED_ONLY } = require(path.join(SHARED_DIR, 'mf-shared.js'));
    const sharedSrc = path.join(SHARED_DIR, 'src') + path.sep;
    const owner = (/** @type {string} */ request) =>
      SHARED_ONLY.find((name) => request === name || request.startsWith(`${name}/`));
    compiler.hooks.compilation.tap('SharedOnlyImportsPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('SharedOnlyImportsPlugin', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer || issuer.startsWith(sharedSrc) || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const name = owner(data.request);
        if (!name) return;
        const error = new compiler.webpack.WebpackError(
          `${path.relative(compiler.context, issuer)} imports '${data.request}': import it from '@janmat/shared' ` +
            `(${name} is not a federated shared module; a second copy would break the page).`,
        );
        compilation.errors.push(error);
      });
    });
  }
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
 * Adds `<link rel="preload" as="script">` to the shell's HTML for `main.js` (a deferred script is
 * otherwise fetched at low priority) and every chunk the app needs at boot (the `./bootstrap`
 * chunks and the shared modules the shell provides), so they download together with `main.js`
 * instead of after it has run. Webpack chunks are classic scripts, hence not `modulepreload`.
 */
class BootPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        const links = bootFiles(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

/**
 * The entry's files, then those of the chunk groups it loads as soon as it runs: its own dynamic
 * imports and the shared modules it provides (the consumers' fallbacks are not among them). A chunk
 * named `on-demand-*` is imported only on some visits (a tester's section override): not preloaded.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry
 */
function bootFiles(compilation, entry) {
  const files = new Set(
    compilation.entrypoints
      .get(entry)
      ?.getFiles()
      .filter((file) => file.endsWith('.js')),
  );
  for (const group of compilation.entrypoints.get(entry)?.getChildren() ?? []) {
    if (group.name?.startsWith('on-demand-')) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

/**
 * Emits a Brotli copy (`<file>.br`, quality 11) of every script and JSON file of 1 KB or more, which
 * the server sends as it is to browsers that accept Brotli: about a fifth smaller than compressing
 * on the fly, and no work per request.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const zlib = require('node:zlib');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest is written (OPTIMIZE_TRANSFER) and before sizes are reported.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!/\.(js|json)$/.test(asset.name)) continue;
            const buffer = asset.source.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br), { compressed: true });
          }
        },
      );
    });
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
    module: {
      rules: [
        swcRule(mode),
        {
          test: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
          loader: require.resolve('./pure-react-calls-loader'),
        },
      ],
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? { ...routerProductionAliases(), ...singleRuntimeAliases() } : {},
    },
    optimization: { minimize: production, minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    // Every dev server (the shell's and each remote's standalone page) reaches the API the same way.
    devServer: {
      port,
      hot: false,
      liveReload: true,
      client: { overlay: false },
      historyApiFallback: true,
      proxy: apiProxy(),
    },
  };
}

/**
 * The API, uploaded files and the health check, proxied from a dev server to the Janmat server
 * (`JANMAT_API_ORIGIN`, default http://127.0.0.1:3100), so pages use the same relative URLs as in production.
 */
function apiProxy() {
  const target = process.env.JANMAT_API_ORIGIN || 'http://127.0.0.1:3100';
  return [{ context: ['/api', '/uploads', '/healthz'], target, changeOrigin: false }];
}

/**
 * Where an app's build goes: entries keep their names (served no-cache), chunks carry the hash.
 * @param {{ dir: string, publicPath: string, uniqueName: string }} options
 */
function appOutput({ dir, publicPath, uniqueName }) {
  return {
    path: path.join(dir, 'dist'),
    publicPath,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName,
    // The server build (`dist/server/`) is another compiler's output.
    clean: { keep: /^server[\\/]/ },
  };
}

/**
 * The function webpack-cli calls for an app's configuration: works out the mode, then lets `build`
 * complete the common base.
 * @param {{ dir: string, port: number }} where
 * @param {(context: { production: boolean, base: Configuration, HtmlWebpackPlugin: any }) => Configuration} build
 * @param {(base: Configuration) => Configuration} [server] the app's server build (`--env server`)
 * @returns {(env: unknown, argv: { mode?: string }) => Configuration}
 */
function appConfig({ dir, port }, build, server) {
  return (env, argv = {}) => {
    const mode = modeOf(argv.mode);
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const base = baseConfig({ mode, dir, port });
    // `--env server`: the server build that renders the app's pages on the server.
    if (server && isRecord(env) && env.server) return server(base);
    return build({ production: mode === 'production', base, HtmlWebpackPlugin });
  };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null;
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
  return appConfig(
    { dir, port },
    ({ production, base, HtmlWebpackPlugin }) => {
      return {
        ...base,
        // The standalone page is a development aid; a production build ships only the container.
        entry: production ? {} : { main: './src/index.ts' },
        output: appOutput({ dir, publicPath: 'auto', uniqueName: `janmat_${name}` }),
        plugins: [
          remoteFederation({ name, production, exposes }),
          new SharedOnlyImportsPlugin(),
          ...(production
            ? [new PrecompressPlugin()]
            : [new HtmlWebpackPlugin({ templateContent: standaloneHtml(name), chunks: ['main'] })]),
        ],
        devServer: {
          ...base.devServer,
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, OPTIONS',
            'Access-Control-Allow-Headers': '*',
          },
        },
      };
    },
    (base) => remoteServerConfig(base, { dir, name, exposes }),
  );
}

/** @param {string} name */
function standaloneHtml(name) {
  return `<!doctype html><html lang="hi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>जनमत — ${name}</title></head><body><div id="root"></div></body></html>`;
}

/**
 * Development server of the shell, on top of the common one (API proxy, history fallback): a
 * `/remotes.json` pointing at the remotes' own dev servers.
 * @param {Record<string, string>} devRemotes remote name → URL of its dev `mf-manifest.json`
 */
function shellDevServer(devRemotes) {
  return {
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
  return appConfig(
    { dir, port },
    ({ production, base, HtmlWebpackPlugin }) => {
      return {
        ...base,
        entry: { main: './src/index.ts' },
        output: appOutput({ dir, publicPath: '/', uniqueName: 'janmat_shell' }),
        plugins: [
          shellFederation({ production }),
          ...(production ? [new BootPreloadPlugin(), new PrecompressPlugin()] : []),
          new SharedOnlyImportsPlugin(),
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src', 'index.html'),
            inject: 'body',
            scriptLoading: 'defer',
            minify: false,
          }),
        ],
        devServer: { ...base.devServer, ...shellDevServer(devRemotes) },
      };
    },
    (base) => shellServerConfig(base, { dir }),
  );
}

module.exports = { createRemoteConfig, createShellConfig, routerProductionAliases };
