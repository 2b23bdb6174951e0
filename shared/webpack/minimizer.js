// @ts-check
/**
 * Minifies with swc (native, several times faster than terser on a two-core machine) and keeps
 * license comments inside the files instead of extra `.LICENSE.txt` assets.
 */
const MinimizerPlugin = require('minimizer-webpack-plugin');

function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
    extractComments: false,
  });
}

module.exports = { swcMinimizer };
