// @ts-check
/**
 * Server (Node) builds for server rendering. Each remote builds its container a second time as a
 * CommonJS script for Node (`dist/server/remoteEntry.js`), and the shell builds the code that renders
 * a page (`dist/server/main.js`, required by the Janmat server). Both use the same enhanced
 * `ModuleFederationPlugin` and shared singletons as the browser builds, with
 * `@module-federation/node`'s runtime plugin, which loads a container's chunks in Node.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REMOTE_ENTRY, commonOptions } = require('./federation');

/**
 * A webpack configuration with the dev server's settings (typed by webpack-dev-server, which only the
 * browser builds use).
 * @typedef {import('webpack').Configuration & { devServer?: Record<string, unknown> }} AppConfiguration
 */

/** Folder of the server build inside an app's `dist/`. */
const SERVER_DIR = 'server';

/** @returns {string} the Node runtime plugin every server container carries. */
function nodeRuntimePlugin() {
  return require.resolve('@module-federation/node/runtimePlugin');
}

/**
 * What a server build changes in the browser configuration: Node as the target, no minification (a
 * stack trace should read), and its own output folder. Chunk names carry the app's name, so a host's
 * and a remote's chunks can never be mistaken for each other.
 * @param {AppConfiguration} base
 * @param {{ dir: string, name: string, library: { type: string } }} options
 * @returns {AppConfiguration}
 */
function serverBase(base, { dir, name, library }) {
  return {
    ...base,
    name: `${name}-server`,
    target: 'async-node',
    devtool: false,
    optimization: { minimize: false, runtimeChunk: false },
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // Chunks are found beside the entry (the Node runtime plugin resolves them from it).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: `${name}.[name].[contenthash:8].js`,
      uniqueName: `janmat_${name}_server`,
      library,
      clean: true,
    },
    devServer: undefined,
  };
}

/** The list of a server container's files, beside it: what a server copies to run a build from elsewhere. */
const SERVER_FILES = 'files.json';

/**
 * Writes `files.json`: every script of the server build (its entry and chunks). A server renders a
 * build deployed on another origin from a copy of these files on its own disk, so two builds of one
 * section (a canary beside its live build) each load their own chunks (server/src/composition/serverBuilds.ts).
 * @type {import('webpack').WebpackPluginInstance}
 */
const serverFilesPlugin = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JanmatServerFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JanmatServerFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = Object.keys(compilation.assets)
            .filter((file) => file.endsWith('.js'))
            .sort();
          compilation.emitAsset(SERVER_FILES, new sources.RawSource(JSON.stringify(scripts)));
        },
      );
    });
  },
};

/**
 * A remote's server container: `dist/server/remoteEntry.js`, CommonJS, loaded by the server as a
 * script; React and the other singletons come from the shell's server code.
 * @param {AppConfiguration} base
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} options
 * @returns {AppConfiguration}
 */
function remoteServerConfig(base, { dir, name, exposes }) {
  return {
    ...serverBase(base, { dir, name, library: { type: 'commonjs-module' } }),
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        ...commonOptions({ name, production: true }),
        filename: REMOTE_ENTRY,
        library: { type: 'commonjs-module', name: `janmat_${name}` },
        remoteType: 'script',
        exposes,
        runtimePlugins: [nodeRuntimePlugin()],
        experiments: { optimization: { target: 'node' } },
      }),
      serverFilesPlugin,
    ],
  };
}

/**
 * The shell's server code: `dist/server/main.js` exports `renderPage` (`src/server.ts`); it is the
 * federation host on the server, registering the remotes' server containers at run time.
 * @param {AppConfiguration} base
 * @param {{ dir: string }} options
 * @returns {AppConfiguration}
 */
function shellServerConfig(base, { dir }) {
  return {
    ...serverBase(base, { dir, name: 'shell', library: { type: 'commonjs2' } }),
    entry: { main: './src/server.ts' },
    plugins: [
      new ModuleFederationPlugin({
        ...commonOptions({ name: 'shell', production: true }),
        remotes: {},
        manifest: false,
        runtimePlugins: [nodeRuntimePlugin()],
        experiments: { optimization: { target: 'node' } },
      }),
    ],
  };
}

module.exports = { remoteServerConfig, shellServerConfig, SERVER_DIR, SERVER_FILES };
