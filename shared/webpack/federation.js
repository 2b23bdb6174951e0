// @ts-check
/**
 * Module Federation settings of every app, on `@module-federation/enhanced`'s build plugin: the one
 * list of shared singletons, the MF 2.0 manifest (`mf-manifest.json`) with each route's page files
 * added through the plugin's `manifest.additionalData` hook, and the runtime-size options.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { nameBuild } = require('./buildVersion');
const { ownExposeAssets } = require('./exposeAssets');
const { routesOwnedBy } = require('./routeTable');

const SHARED_DIR = path.resolve(__dirname, '..');

/** File name of every remote's container entry. */
const REMOTE_ENTRY = 'remoteEntry.js';

/** Chunk names of page components in a remote's `routes.tsx`: `page-<routeId>[~<routeId>…]`. */
const PAGE_CHUNK = /^page-([A-Za-z]+(?:~[A-Za-z]+)*)$/;

/** @returns {Record<string, object>} the federated shared singletons (`shared/mf-shared.js`). */
function sharedModules() {
  return require(path.join(SHARED_DIR, 'mf-shared.js')).sharedModules;
}

/**
 * JavaScript files of a named chunk group.
 * @param {import('webpack').Compilation} compilation
 * @param {string} name
 */
function groupFiles(compilation, name) {
  return existingGroupFiles(compilation, name) ?? [];
}

/**
 * JavaScript files of a named chunk group, or undefined when the build has no group of that name.
 * @param {import('webpack').Compilation} compilation
 * @param {string} name
 */
function existingGroupFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  return group?.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * Route id → the files of its page's chunk group, from the chunks a remote's `routes.tsx` names
 * `page-<routeId>` (several ids joined by `~` when routes share a page).
 * @param {import('webpack').Compilation} compilation
 */
function routeChunks(compilation) {
  /** @type {Record<string, string[]>} */
  const chunks = {};
  for (const name of compilation.namedChunkGroups.keys()) {
    const ids = name.match(PAGE_CHUNK)?.[1]?.split('~');
    for (const id of ids ?? []) chunks[id] = groupFiles(compilation, name);
  }
  return chunks;
}

/**
 * The manifest's `additionalData` hook of remote `name`: adds `metaData.routeChunks` (route id → its
 * page's files; the server preloads them with the HTML, so the page chunk downloads together with the
 * section's entry instead of after it), lists each expose's own files (`exposeAssets.js`), and fails the build when a route the route table gives to
 * this remote has no page chunk (it would render the not-found page, and the server could not preload it).
 * @param {string} name
 * @param {boolean} [serverRendered] whether the remote also has a server build (the staff-only newsroom has none)
 * @returns {(options: { stats: any, compilation: import('webpack').Compilation }) => any}
 */
function addRouteChunks(name, serverRendered = true) {
  return ({ stats, compilation }) => {
    const chunks = routeChunks(compilation);
    const missing = routesOwnedBy(name).filter((id) => !chunks[id]?.length);
    if (missing.length > 0) {
      compilation.errors.push(
        new compilation.compiler.webpack.WebpackError(
          `Remote "${name}" owns route(s) ${missing.join(', ')} in the route table but builds no page chunk ` +
            `for them: name each page's import in src/routes.tsx /* webpackChunkName: "page-<routeId>" */.`,
        ),
      );
    }
    stats.metaData.routeChunks = chunks;
    ownExposeAssets(stats, (group) => existingGroupFiles(compilation, group));
    // The server build's container, beside the browser files (shared/webpack/server.js): the server
    // renders this section through it.
    if (serverRendered) stats.metaData.ssrRemoteEntry = { name: REMOTE_ENTRY, path: 'server', type: 'commonjs-module' };
    return nameBuild({ stats, compilation });
  };
}

/**
 * One copy of the federation runtime in the host. The plugin that hands the host's runtime to the
 * remotes (`provideExternalRuntime`) is added by its CommonJS path, which pulls in the CommonJS build
 * of runtime-core and the SDK beside the ES module build the rest of the runtime uses (about 20 KB
 * gzipped twice); the retry plugin brings an older SDK line for its logger. Resolving both to the
 * ES module builds of this version leaves one runtime-core and one SDK, shared by host and remotes.
 * @returns {Record<string, string>}
 */
function singleRuntimeAliases() {
  // Both packages' CommonJS main files sit beside their ES module builds in `dist/`.
  const esm = (/** @type {string} */ pkg) => path.join(path.dirname(require.resolve(pkg)), 'index.js');
  return {
    // The build plugin adds this runtime plugin by its resolved CommonJS file name.
    [`${require.resolve('@module-federation/inject-external-runtime-core-plugin')}$`]: esm(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
    '@module-federation/sdk$': esm('@module-federation/sdk'),
  };
}

/**
 * What every app's plugin gets. `loaded-first` uses what the page has already loaded (the shell's
 * React) instead of fetching every remote's entry to compare versions at boot; `target: 'web'`
 * compiles the runtime's Node.js loaders out of these browser builds. The manifest protocol stays
 * (no `disableSnapshot`): server rendering reads the same manifests.
 * @param {{ name: string, production: boolean }} options
 */
function commonOptions({ name, production }) {
  return {
    name,
    shared: sharedModules(),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
    dev: production
      ? false
      : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
  };
}

/**
 * The host's plugin: no remotes at build time (they are registered at run time from `/remotes.json`),
 * and in production it provides its federation runtime to the remotes (`provideExternalRuntime`),
 * so the runtime downloads once per page.
 * @param {{ production: boolean }} options
 */
function shellFederation({ production }) {
  return new ModuleFederationPlugin({
    ...commonOptions({ name: 'shell', production }),
    remotes: {},
    manifest: { additionalData: nameBuild },
    experiments: {
      optimization: { target: 'web' },
      ...(production ? { provideExternalRuntime: true } : {}),
    },
  });
}

/**
 * A remote's plugin: its container `remoteEntry.js` under a global that is a safe identifier even
 * for a name like `static`, its exposed modules, and the manifest with each route's page files. In
 * production it uses the host's federation runtime (`externalRuntime`) instead of shipping its own;
 * its standalone development page keeps one.
 * @param {{ name: string, production: boolean, exposes: Record<string, string>, serverRendered?: boolean }} options
 */
function remoteFederation({ name, production, exposes, serverRendered = true }) {
  return new ModuleFederationPlugin({
    ...commonOptions({ name, production }),
    filename: REMOTE_ENTRY,
    library: { type: 'var', name: `janmat_${name}` },
    exposes,
    manifest: { additionalData: addRouteChunks(name, serverRendered) },
    experiments: {
      optimization: { target: 'web' },
      ...(production ? { externalRuntime: true } : {}),
    },
  });
}

module.exports = { commonOptions, remoteFederation, shellFederation, singleRuntimeAliases, routeChunks, REMOTE_ENTRY };
