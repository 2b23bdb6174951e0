/** @jest-environment ./webpack/jest-node-env.js */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { BootPreloadPlugin } = require('./bootPreload');
const { apiProxy, shellDevServer } = require('./devServer');
const { standaloneHtml } = require('./html');
const { createRemoteConfig, createShellConfig, modeOf } = require('./index');
const { swcMinimizer } = require('./minimizer');
const { SharedOnlyImportsPlugin } = require('./sharedOnlyImports');

const APP = path.join(__dirname, '..', '..', 'mfe-news');
const remote = createRemoteConfig({ name: 'news', dir: APP, port: 3001, exposes: { './routes': './src/routes.tsx' } });
const shell = createShellConfig({ dir: path.join(__dirname, '..', '..', 'shell'), port: 3000 });

/** @param {import('webpack').Configuration} config */
const pluginNames = (config) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

test('a remote’s production build: the container, the import rule and Brotli copies, no HTML', () => {
  const config = remote({}, { mode: 'production' });
  expect(config.entry).toEqual({});
  expect(pluginNames(config)).toEqual(['ModuleFederationPlugin', 'SharedOnlyImportsPlugin', 'CompressionPlugin']);
  expect(config.output).toMatchObject({ publicPath: 'auto', filename: '[name].js', uniqueName: 'janmat_news' });
  expect(Object.keys(config.resolve?.alias ?? {})).toEqual(
    expect.arrayContaining(['react-router$', 'react-router/dom$', '@module-federation/sdk$']),
  );
  expect(config.optimization?.minimize).toBe(true);
});

test('a remote in development: its standalone page, no Brotli copies, no production aliases', () => {
  const config = remote({}, { mode: 'development' });
  expect(config.entry).toEqual({ main: './src/index.ts' });
  expect(config.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(true);
  expect(pluginNames(config)).not.toContain('CompressionPlugin');
  expect(config.resolve?.alias).toEqual({});
  expect(config.devServer?.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
});

test('the shell’s production build preloads its boot files and writes its page', () => {
  const config = shell({}, { mode: 'production' });
  expect(config.output).toMatchObject({ publicPath: '/', uniqueName: 'janmat_shell' });
  const plugins = config.plugins ?? [];
  expect(plugins.some((plugin) => plugin instanceof BootPreloadPlugin)).toBe(true);
  expect(plugins.some((plugin) => plugin instanceof SharedOnlyImportsPlugin)).toBe(true);
  expect(plugins.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(true);
  expect(pluginNames(config)).toContain('CompressionPlugin');
});

test('`--env server` gives the server build', () => {
  expect(remote({ server: true }, { mode: 'production' })).toMatchObject({ name: 'news-server', target: 'async-node' });
  expect(shell({ server: true }, { mode: 'production' })).toMatchObject({
    name: 'shell-server',
    entry: { main: './src/server.ts' },
  });
});

test('the mode: webpack-cli’s, else development only when NODE_ENV says so', () => {
  expect(modeOf('development', {})).toBe('development');
  expect(modeOf(undefined, { NODE_ENV: 'development' })).toBe('development');
  expect(modeOf(undefined, {})).toBe('production');
  expect(modeOf('none', { NODE_ENV: 'test' })).toBe('production');
});

test('the minimizer is swc, with license comments kept in the files', () => {
  const minimizer = swcMinimizer();
  expect(minimizer).toBeInstanceOf(MinimizerPlugin);
  expect(/** @type {any} */ (minimizer).options).toMatchObject({ extractComments: false });
});

test('dev servers proxy the API to JANMAT_API_ORIGIN, and the shell’s lists the remotes’ dev manifests', () => {
  expect(apiProxy({})).toEqual([
    { context: ['/api', '/uploads', '/healthz'], target: 'http://127.0.0.1:3100', changeOrigin: false },
  ]);
  expect(apiProxy({ JANMAT_API_ORIGIN: 'http://127.0.0.1:9999' })[0]?.target).toBe('http://127.0.0.1:9999');
  const remotes = { news: 'http://localhost:3001/mf-manifest.json' };
  const routes = new Map();
  const middlewares = ['m'];
  expect(shellDevServer(remotes).setupMiddlewares(middlewares, { app: { get: (p, h) => routes.set(p, h) } })).toBe(
    middlewares,
  );
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {unknown} */
  let body;
  const res = {
    /** @param {string} name @param {string} value */
    set: (name, value) => {
      headers[name] = value;
    },
    /** @param {unknown} value */
    json: (value) => {
      body = value;
    },
  };
  routes.get('/remotes.json')({}, res);
  expect(headers).toEqual({ 'Cache-Control': 'no-cache' });
  expect(body).toEqual(remotes);
});

test('a remote’s standalone page names the section and has a root', () => {
  expect(standaloneHtml('news')).toContain('<title>जनमत — news</title>');
  expect(standaloneHtml('news')).toContain('<div id="root"></div>');
});
