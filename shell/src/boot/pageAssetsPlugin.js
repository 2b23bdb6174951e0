// @ts-check
/**
 * Writes `page-assets.json` beside the shell's build: what the server needs to compose a page without
 * reading HTML. The page's frame comes from the shell's template (`src/index.html`: the `<html>`
 * language, the static head before its head marker, and `#root`'s outline), the rest from the tags
 * html-webpack-plugin would inject: entry scripts in order, preloads with their `as`, styles (the
 * theme's colours and text sizes, the face's `@font-face` rules) and stylesheets, and the inline
 * programs (appearance, font wait, early-tap replay, boot loader) as minified source with their CSP
 * hashes. The theme, the appearance and the font wait also go into the written `index.html`, which
 * the development server still serves.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BOOT_SETTINGS, PROGRAM_FILES, buildAppearanceCss, buildInlinePrograms } = require('./inlinePrograms');

const NAME = 'PageAssetsPlugin';
const FILE = 'page-assets.json';
const HEAD_MARKER = '<!--janmat:head-->';
const DATA_MARKER = '<!--janmat:data-->';

/** @typedef {import('html-webpack-plugin').HtmlTagObject} Tag */

/**
 * The text between `open` and `close` (after `open`); the build fails if the template lacks either.
 * @param {string} text @param {string} open @param {string} close
 */
function between(text, open, close) {
  const from = text.indexOf(open);
  const to = from === -1 ? -1 : text.indexOf(close, from + open.length);
  if (to === -1) throw new Error(`${NAME}: the shell's template has no ${open} … ${close}`);
  return text.slice(from + open.length, to);
}

/**
 * The template's frame: its language, its head before the head marker, and `#root`'s outline.
 * @param {string} html the template as executed, before any tag is injected
 */
function frameOf(html) {
  const root = between(html, '<div id="root">', DATA_MARKER);
  return {
    lang: between(html, '<html lang="', '"'),
    head: between(html, '<head>', HEAD_MARKER).trim(),
    outline: root.slice(0, root.lastIndexOf('</div>')).trim(),
  };
}

/** @param {Tag} tag @param {string} name */
const attr = (tag, name) => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What the injected tags ask for, by kind.
 * @param {Tag[]} tags
 */
function tagLists(tags) {
  const links = (rel) => tags.filter((tag) => tag.tagName === 'link' && attr(tag, 'rel') === rel);
  return {
    scripts: tags.flatMap((tag) => (tag.tagName === 'script' && attr(tag, 'src')) || []),
    preloads: links('preload').map((tag) => ({ href: attr(tag, 'href') ?? '', as: attr(tag, 'as') ?? '' })),
    stylesheets: links('stylesheet').map((tag) => attr(tag, 'href') ?? ''),
    styles: tags.flatMap((tag) => (tag.tagName === 'style' && String(tag.innerHTML ?? '').trim()) || []),
  };
}

/**
 * The theme's colours and text sizes first among the head's styles; the head's programs (the reader's
 * appearance, the font wait) right after the styles (the face's rules), before anything is asked for.
 * @param {Tag[]} headTags @param {string} themeCss @param {string[]} sources
 */
function withHeadPrograms(headTags, themeCss, sources) {
  const at = headTags.filter((tag) => tag.tagName === 'style').length;
  const theme = HtmlWebpackPlugin.createHtmlTagObject('style', {}, themeCss);
  const programs = sources.map((source) => HtmlWebpackPlugin.createHtmlTagObject('script', {}, source));
  return [theme, ...headTags.slice(0, at), ...programs, ...headTags.slice(at)];
}

class PageAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const inline = buildInlinePrograms();
      const themeCss = buildAppearanceCss();
      for (const file of PROGRAM_FILES) compilation.fileDependencies.add(file);
      compilation.fileDependencies.add(require.resolve('@janmat/shared/theme-css'));
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap(NAME, (data) => ({
        ...data,
        headTags: withHeadPrograms(data.headTags, themeCss, [inline.appearance.source, inline.fontWait.source]),
      }));
      hooks.afterTemplateExecution.tap(NAME, (data) => {
        const assets = {
          ...frameOf(data.html),
          ...tagLists([...data.headTags, ...data.bodyTags]),
          bootListId: BOOT_SETTINGS.listId,
          inline,
        };
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        return data;
      });
    });
  }
}

module.exports = { PageAssetsPlugin, frameOf, tagLists };
