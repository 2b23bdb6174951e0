const { createShellConfig } = require('@janmat/shared/webpack');

/** In development the shell's `/remotes.json` points at each remote's own dev server. */
const DEV_REMOTES = {
  news: 'http://localhost:3001/mf-manifest.json',
  media: 'http://localhost:3002/mf-manifest.json',
  polls: 'http://localhost:3003/mf-manifest.json',
  static: 'http://localhost:3004/mf-manifest.json',
};

module.exports = createShellConfig({ dir: __dirname, port: 3000, devRemotes: DEV_REMOTES });
