// @ts-check
const path = require('node:path');

/**
 * Where an app's build goes: entries keep their names (served no-cache), chunks carry the hash (a
 * hash in an entry's name fails with the federation plugin on this webpack).
 * @param {{ dir: string, publicPath: string, uniqueName: string }} options
 * @returns {import('webpack').Configuration['output']}
 */
function appOutput({ dir, publicPath, uniqueName }) {
  return {
    path: path.join(dir, 'dist'),
    publicPath,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName,
    // The server build (`dist/server/`) is another compiler's output.
    clean: { keep: /^(server|builds)[\\/]/ },
  };
}

module.exports = { appOutput };
