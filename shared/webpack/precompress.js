// @ts-check
/**
 * A Brotli copy (`<file>.br`, quality 11) of every script and JSON file of 1 KB or more, which the
 * server sends as it is to browsers that accept Brotli (`preCompressed` in server/src/pages/static.ts):
 * about a fifth smaller than compressing on the fly, and no work per request. Every such file gets
 * its copy, however little it gains, so the server never falls back to the raw file for it.
 *
 * The plugin runs at the OPTIMIZE_TRANSFER stage with `additionalAssets`, after the federation
 * manifest plugin that sits before it in the app's plugin list.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Which files get a Brotli copy. */
const PRECOMPRESSED = /\.(js|json)$/;

/** Files smaller than this (bytes) are sent as they are. */
const PRECOMPRESS_THRESHOLD = 1024;

/** The plugin with Brotli's options. */
const BrotliPlugin = /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin);

function precompressPlugin() {
  return new BrotliPlugin({
    test: PRECOMPRESSED,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: PRECOMPRESS_THRESHOLD,
    minRatio: Number.POSITIVE_INFINITY,
    deleteOriginalAssets: false,
  });
}

module.exports = { precompressPlugin, PRECOMPRESSED, PRECOMPRESS_THRESHOLD };
