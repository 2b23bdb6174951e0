// @ts-check
/**
 * Adds `<link rel="preload" as="script">` to the shell's HTML for `main.js` (a deferred script is
 * otherwise fetched at low priority) and every chunk the app needs at boot (the `./bootstrap`
 * chunks and the shared modules the shell provides), so they download together with `main.js`
 * instead of after it has run. Webpack chunks are classic scripts, hence not `modulepreload`.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The entry's files, then those of the chunk groups it loads as soon as it runs: its own dynamic
 * imports and the shared modules it provides (the consumers' fallbacks are not among them). A chunk
 * named `on-demand-*` is imported only on some visits (a tester's section override): not preloaded.
 * @param {Pick<import('webpack').Compilation, 'entrypoints'>} compilation
 * @param {string} entry
 * @returns {string[]}
 */
function bootFiles(compilation, entry) {
  const entrypoint = compilation.entrypoints.get(entry);
  const files = new Set(entrypoint?.getFiles().filter((file) => file.endsWith('.js')));
  for (const group of entrypoint?.getChildren() ?? []) {
    if (group.name?.startsWith('on-demand-')) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

class BootPreloadPlugin {
  /** @param {{ entry?: string }} [options] the entry whose boot files are preloaded (default `main`) */
  constructor(options = {}) {
    this.entry = options.entry ?? 'main';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        const links = bootFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootFiles };
