// @ts-check
/**
 * The one webpack configuration factory of Janmat: `createShellConfig` for the host and
 * `createRemoteConfig` for each remote. Every app gets the same loader, the same
 * shared singletons (`../mf-shared.js`) and the same Module Federation settings, so the parts
 * agree on what they share without talking to each other. Each concern lives in its own file here:
 * federation (`federation.js`), server builds (`server.js`), the React Router build
 * (`routerAliases.js`), minification (`minimizer.js`), Brotli copies (`precompress.js`), boot
 * preloads (`bootPreload.js`), the shared-only import rule (`sharedOnlyImports.js`), HTML
 * (`html.js`), output (`output.js`), the source loader (`loaders.js`) and dev servers (`devServer.js`).
 */
const { BootPreloadPlugin } = require('./bootPreload');
const { baseDevServer, REMOTE_DEV_HEADERS, shellDevServer } = require('./devServer');
const { emotionAliases } = require('./emotionAliases');
const { remoteFederation, shellFederation, singleRuntimeAliases } = require('./federation');
const { shellPage, standalonePage } = require('./html');
const { swcRule } = require('./loaders');
const { swcMinimizer } = require('./minimizer');
const { appOutput } = require('./output');
const { precompressPlugin } = require('./precompress');
const { pureReactCallsRule, routerProductionAliases } = require('./routerAliases');
const { remoteServerConfig, shellServerConfig } = require('./server');
const { SharedOnlyImportsPlugin } = require('./sharedOnlyImports');

/** @typedef {import('./server').AppConfiguration} Configuration */
/** @typedef {import('./loaders').Mode} Mode */
/** @typedef {(env: unknown, argv?: { mode?: string }) => Configuration} ConfigFunction */

/**
 * Settings both kinds of app share.
 * @param {{ mode: Mode, dir: string, port: number }} options
 * @returns {Configuration & { devServer: Record<string, unknown> }}
 */
function baseConfig({ mode, dir, port }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: { rules: [swcRule(mode), pureReactCallsRule()] },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? { ...routerProductionAliases(), ...singleRuntimeAliases(), ...emotionAliases() } : {},
    },
    optimization: { minimize: production, minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: baseDevServer(port),
  };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null;
}

/**
 * @param {unknown} argvMode webpack-cli's `--mode` (or the NODE_ENV fallback)
 * @param {Record<string, string | undefined>} [env]
 * @returns {Mode}
 */
function modeOf(argvMode, env = process.env) {
  if (argvMode === 'development' || argvMode === 'production') return argvMode;
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

/**
 * The function webpack-cli calls for an app's configuration: works out the mode, then lets `build`
 * complete the common base.
 * @param {{ dir: string, port: number }} where
 * @param {(context: { production: boolean, base: ReturnType<typeof baseConfig> }) => Configuration} build
 * @param {(base: Configuration) => Configuration} [server] the app's server build (`--env server`)
 * @returns {ConfigFunction}
 */
function appConfig({ dir, port }, build, server) {
  return (env, argv = {}) => {
    const mode = modeOf(argv.mode);
    const base = baseConfig({ mode, dir, port });
    // `--env server`: the server build that renders the app's pages on the server.
    if (server && isRecord(env) && env.server) return server(base);
    return build({ production: mode === 'production', base });
  };
}

/**
 * A federated remote: exposes its modules through `remoteEntry.js` + `mf-manifest.json` in
 * `<dir>/dist`, loads its chunks relative to wherever it is deployed (`publicPath: 'auto'`).
 * In development it also serves a standalone page (`src/index.ts` → `bootstrap.tsx`) on `port`.
 * `serverRendered: false` (a section rendered only in the browser, the newsroom): no server build,
 * and its manifest names no server entry.
 * @param {{ name: string, dir: string, port: number, exposes: Record<string, string>, serverRendered?: boolean }} options
 * @returns {ConfigFunction}
 */
function createRemoteConfig({ name, dir, port, exposes, serverRendered = true }) {
  return appConfig(
    { dir, port },
    ({ production, base }) => ({
      ...base,
      // The standalone page is a development aid; a production build ships only the container.
      entry: production ? /** @type {Record<string, string>} */ ({}) : { main: './src/index.ts' },
      output: appOutput({ dir, publicPath: 'auto', uniqueName: `janmat_${name}` }),
      plugins: [
        remoteFederation({ name, production, exposes, serverRendered }),
        new SharedOnlyImportsPlugin(),
        ...(production ? [precompressPlugin()] : [standalonePage(name)]),
      ],
      devServer: { ...base.devServer, headers: REMOTE_DEV_HEADERS },
    }),
    serverRendered ? (base) => remoteServerConfig(base, { dir, name, exposes }) : undefined,
  );
}

/**
 * The host: one HTML page (from `shell/src/index.html`), served from `/`, that registers the
 * remotes at run time from `/remotes.json` (so nothing about them is baked into the build).
 * @param {{ dir: string, port: number, devRemotes?: Record<string, string> }} options
 * @returns {ConfigFunction}
 */
function createShellConfig({ dir, port, devRemotes = {} }) {
  return appConfig(
    { dir, port },
    ({ production, base }) => ({
      ...base,
      entry: { main: './src/index.ts' },
      output: appOutput({ dir, publicPath: '/', uniqueName: 'janmat_shell' }),
      plugins: [
        shellFederation({ production }),
        ...(production ? [new BootPreloadPlugin(), precompressPlugin()] : []),
        new SharedOnlyImportsPlugin(),
        shellPage(dir),
      ],
      devServer: { ...base.devServer, ...shellDevServer(devRemotes) },
    }),
    (base) => shellServerConfig(base, { dir }),
  );
}

module.exports = { createRemoteConfig, createShellConfig, modeOf, routerProductionAliases, SharedOnlyImportsPlugin };
