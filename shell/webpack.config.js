const { createShellConfig } = require('@janmat/shared/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DevanagariFontPlugin } = require('@janmat/shared/fonts');
const { PageAssetsPlugin } = require('./src/boot/pageAssetsPlugin');
const { ServiceWorkerPlugin } = require('./src/sw/serviceWorkerPlugin');

/** In development the shell's `/remotes.json` points at each remote's own dev server. */
const DEV_REMOTES = {
  news: 'http://localhost:3001/mf-manifest.json',
  media: 'http://localhost:3002/mf-manifest.json',
  polls: 'http://localhost:3003/mf-manifest.json',
  static: 'http://localhost:3004/mf-manifest.json',
  newsroom: 'http://localhost:3005/mf-manifest.json',
};

const shellConfig = createShellConfig({ dir: __dirname, port: 3000, devRemotes: DEV_REMOTES });

/**
 * The build that writes the HTML (not a server build) also gets the page's own Devanagari face
 * (`@font-face` rules and a hashed font file, `@janmat/shared/fonts`) and the page's assets list
 * (`page-assets.json`, `src/boot/pageAssetsPlugin.js`), which the server composes every page from,
 * and the site's service worker (`sw.js`, `src/sw/serviceWorkerPlugin.js`).
 */
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  const writesHtml = (config.plugins ?? []).some((plugin) => plugin instanceof HtmlWebpackPlugin);
  return writesHtml
    ? {
        ...config,
        plugins: [...config.plugins, new DevanagariFontPlugin(), new PageAssetsPlugin(), new ServiceWorkerPlugin()],
      }
    : config;
};
