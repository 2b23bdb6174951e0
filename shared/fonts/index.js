/**
 * The site's own Devanagari face, for readers whose device has none (without one every Hindi letter
 * is a box). `DevanagariFontPlugin` copies Noto Sans Devanagari's variable Devanagari subset (from
 * `@fontsource-variable/noto-sans-devanagari`) into the shell's build under a content-hashed name
 * (`fonts/janmat-devanagari.<hash>.woff2`, served `immutable`) and writes its `@font-face` rules
 * into the HTML's head as a `<style>`: no JavaScript, and the rules are known before any script runs.
 *
 * The family is listed after the systems' own Devanagari faces in `FONT_STACK`, so a device that has
 * one (Noto on Linux, Nirmala UI or Mangal on Windows, Kohinoor on Apple devices) never asks for it;
 * each rule tries the installed Noto files by name (`local()`) before downloading, and
 * `font-display: swap` shows the text at once in whatever the device has. See
 * docs/decisions/0009-devanagari-font.md for the choices and what they cost.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const PACKAGE = '@fontsource-variable/noto-sans-devanagari';
const PACKAGE_DIR = path.dirname(require.resolve(PACKAGE));

/** The family name `FONT_STACK` lists after the system Devanagari faces. */
const WEB_FONT_FAMILY = 'Janmat Devanagari';

/**
 * The page's font stack, the same as `FONT_STACK` in shared/src/theme/tokens.ts (a test holds them
 * equal): the HTML sets it on `body` so that text painted before any script (the chrome's outline, a
 * server-rendered page) already asks for the face, instead of when the app first renders.
 */
const FONT_STACK = `"Noto Sans Devanagari", "Nirmala UI", "Mangal", "Kohinoor Devanagari", "${WEB_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/** One file for every weight the site uses (400 text; 600, 700 and 800 labels, headings and the logo). */
const FONT_FILE = path.join(PACKAGE_DIR, 'files', 'noto-sans-devanagari-devanagari-wght-normal.woff2');

/** Devanagari letters, signs, Vedic extensions, ZWJ/ZWNJ and ₹: Latin text keeps the device's own font. */
const UNICODE_RANGE = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'unicode.json'), 'utf8')).devanagari;

/**
 * Two faces over the same file: the regular one and a bold one covering 600–800. A device with the
 * static Noto files (Regular and Bold) uses them; with the downloaded variable file each weight is
 * drawn exactly (the browser fetches the file once for both rules).
 */
const FACES = [
  { weight: '400', local: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'] },
  { weight: '600 800', local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'] },
];

/**
 * The `@font-face` rules, with the font at `url`, and the body's font stack.
 * @param {string} url
 * @returns {string}
 */
function fontFaceCss(url) {
  const faces = FACES.map(({ weight, local }) => {
    const src = [...local.map((name) => `local("${name}")`), `url(${url}) format("woff2")`].join(', ');
    return (
      `@font-face { font-family: "${WEB_FONT_FAMILY}"; font-style: normal; font-weight: ${weight}; ` +
      `font-display: swap; src: ${src}; unicode-range: ${UNICODE_RANGE}; }`
    );
  });
  return [...faces, `body { font-family: ${FONT_STACK}; }`].join('\n');
}

/** Where the font goes in the build: its content's hash in the name, so it can be cached for a year. */
function fontAssetName(content = readFileSync(FONT_FILE)) {
  return `fonts/janmat-devanagari.${createHash('sha256').update(content).digest('hex').slice(0, 12)}.woff2`;
}

const NAME = 'DevanagariFontPlugin';

class DevanagariFontPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const content = readFileSync(FONT_FILE);
      const fileName = fontAssetName(content);
      compilation.fileDependencies.add(FONT_FILE);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new sources.RawSource(content), { immutable: true });
        compilation.emitAsset(
          'fonts/LICENSE-noto-sans-devanagari.txt',
          new sources.RawSource(readFileSync(path.join(PACKAGE_DIR, 'LICENSE'))),
        );
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const css = fontFaceCss(String(compilation.outputOptions.publicPath) + fileName);
        const style = HtmlWebpackPlugin.createHtmlTagObject('style', {}, `\n${css}\n`);
        return { ...data, headTags: [style, ...data.headTags] };
      });
    });
  }
}

module.exports = {
  DevanagariFontPlugin,
  FONT_FILE,
  FONT_STACK,
  UNICODE_RANGE,
  WEB_FONT_FAMILY,
  fontAssetName,
  fontFaceCss,
};
