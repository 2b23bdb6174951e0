/**
 * The server's folders form floors (`npm run boundaries`, beside `.dependency-cruiser.cjs`): no folder
 * of `server/src` imports a folder that imports it back, directly or through others. Folders are
 * judged by the server's own modules: tests and `server/test/` are left out, as a test may reach
 * above its folder (a core test uses the test helpers). `scripts/boundaries.test.mjs` proves it fails.
 */
const main = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-folders-acyclic',
      comment:
        'No folder of server/src imports one that imports it back: move what both need down (core/, composition/, a common/ folder) or to the folder that owns it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    ...main.options,
    exclude: { path: [main.options.exclude.path, '\\.test\\.[cm]?[jt]sx?$', '^server/test/'] },
  },
};
