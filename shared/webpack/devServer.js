// @ts-check
/**
 * Development servers: every app's (the shell's and each remote's standalone page) proxies the API
 * the same way; the shell's also answers `/remotes.json` with the remotes' own dev servers.
 */

/** @typedef {{ get(path: string, handler: (req: unknown, res: { set(name: string, value: string): void, json(body: unknown): void }) => void): void }} DevApp */

/**
 * The API, uploaded files and the health check, proxied from a dev server to the Janmat server
 * (`JANMAT_API_ORIGIN`, default http://127.0.0.1:3100), so pages use the same relative URLs as in production.
 * @param {Record<string, string | undefined>} [env]
 */
function apiProxy(env = process.env) {
  const target = env.JANMAT_API_ORIGIN || 'http://127.0.0.1:3100';
  return [{ context: ['/api', '/uploads', '/healthz'], target, changeOrigin: false }];
}

/**
 * The dev server settings every app shares.
 * @param {number} port
 */
function baseDevServer(port) {
  return {
    port,
    hot: false,
    liveReload: true,
    client: { overlay: false },
    historyApiFallback: true,
    proxy: apiProxy(),
  };
}

/**
 * What the shell's dev server adds: a `/remotes.json` pointing at the remotes' own dev servers.
 * @param {Record<string, string>} devRemotes remote name → URL of its dev `mf-manifest.json`
 */
function shellDevServer(devRemotes) {
  return {
    /**
     * @template T
     * @param {T[]} middlewares
     * @param {{ app?: DevApp }} server
     */
    setupMiddlewares(middlewares, server) {
      server.app?.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(devRemotes);
      });
      return middlewares;
    },
  };
}

/** Headers of a remote's dev server: a shell on another port loads its files. */
const REMOTE_DEV_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

module.exports = { apiProxy, baseDevServer, shellDevServer, REMOTE_DEV_HEADERS };
