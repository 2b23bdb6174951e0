// @ts-check
/**
 * The HTML pages the builds write: the shell's page from its template (`shell/src/index.html`), and
 * a remote's standalone development page.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The standalone page of remote `name` (development only): a root element for its `main` entry.
 * @param {string} name
 */
function standaloneHtml(name) {
  return `<!doctype html><html lang="hi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>जनमत — ${name}</title></head><body><div id="root"></div></body></html>`;
}

/** @param {string} name */
function standalonePage(name) {
  return new HtmlWebpackPlugin({ templateContent: standaloneHtml(name), chunks: ['main'] });
}

/**
 * The shell's page: scripts deferred at the end of the body, the template kept as written (the
 * server fills it per request).
 * @param {string} dir the shell's folder
 */
function shellPage(dir) {
  return new HtmlWebpackPlugin({
    template: path.join(dir, 'src', 'index.html'),
    inject: 'body',
    scriptLoading: 'defer',
    minify: false,
  });
}

module.exports = { standaloneHtml, standalonePage, shellPage };
