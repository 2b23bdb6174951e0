/**
 * The site's own Devanagari face, for readers whose device has none (without one every Hindi letter
 * is a box). `DevanagariFontPlugin` cuts Noto Sans Devanagari's variable Devanagari file (from
 * `@fontsource-variable/noto-sans-devanagari`) down to the letters Hindi text uses (`subset-font`,
 * HarfBuzz: every conjunct and mark position of those letters is kept), writes it into the shell's
 * build under a content-hashed name (`fonts/janmat-devanagari.<hash>.woff2`, served `immutable`)
 * and its `@font-face` rules into the HTML's head as a `<style>`: no JavaScript, and the rules are
 * known before any script runs.
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
const { FONT_WAIT_CSS } = require('./fontWait');
const { FONT_STACK, WEB_FONT_FAMILY } = require('./stack');

const PACKAGE = '@fontsource-variable/noto-sans-devanagari';
const PACKAGE_DIR = path.dirname(require.resolve(PACKAGE));

/** One file for every weight the site uses (400 text; 600, 700 and 800 labels, headings and the logo). */
const FONT_FILE = path.join(PACKAGE_DIR, 'files', 'noto-sans-devanagari-devanagari-wght-normal.woff2');

/**
 * What the face covers: the Devanagari letters, vowel signs, virama, nukta letters, dandas, digits
 * and the abbreviation sign, with ZWNJ/ZWJ, ₹ and the dotted circle. Left out: the Vedic signs and
 * the letters of Kashmiri and Sindhi (U+094E–094F, U+0955–0957, U+0973–097F), which Hindi news does
 * not use, and Latin, which keeps the device's own font.
 */
const RANGES = [
  [0x0900, 0x0954],
  [0x0958, 0x0972],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');

/** `RANGES` as the rules' `unicode-range`. */
const UNICODE_RANGE = RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(
  ', ',
);

/** @param {number} code */
function inFace(code) {
  return RANGES.some(([from, to]) => code >= from && code <= to);
}

/** @type {Promise<Buffer> | undefined} */
let subset;

/**
 * The face as the site ships it: `FONT_FILE` cut to `RANGES`, every weight kept (2–3 s, once per
 * process; the same bytes every time).
 * @returns {Promise<Buffer>}
 */
function fontFileContent() {
  subset ??= (async () => {
    const subsetFont = require('subset-font');
    let text = '';
    for (const [from, to] of RANGES) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
    return subsetFont(readFileSync(FONT_FILE), text, { targetFormat: 'woff2' });
  })();
  return subset;
}

/** @type {Promise<Buffer> | undefined} */
let trueType;

/**
 * The same face as TrueType, for fontconfig (which reads no WOFF2): what the server draws its share
 * images' Hindi captions with, whatever fonts the machine has.
 * @returns {Promise<Buffer>}
 */
function fontFileTrueType() {
  trueType ??= (async () => {
    const subsetFont = require('subset-font');
    let text = '';
    for (const [from, to] of RANGES) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
    return subsetFont(readFileSync(FONT_FILE), text, { targetFormat: 'truetype' });
  })();
  return trueType;
}

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
  return [...faces, `body { font-family: ${FONT_STACK}; }`, FONT_WAIT_CSS].join('\n');
}

/**
 * Where the font goes in the build: its content's hash in the name, so it can be cached for a year.
 * @param {Buffer} content
 */
function fontAssetName(content) {
  return `fonts/janmat-devanagari.${createHash('sha256').update(content).digest('hex').slice(0, 12)}.woff2`;
}

const NAME = 'DevanagariFontPlugin';

class DevanagariFontPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { Compilation, sources } = compiler.webpack;
    /** @type {Buffer | undefined} */
    let content;
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      content = await fontFileContent();
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      if (!content) throw new Error(`${NAME}: the font was not ready`);
      const font = content;
      const fileName = fontAssetName(font);
      compilation.fileDependencies.add(FONT_FILE);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new sources.RawSource(font), { immutable: true });
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
  fontFileContent,
  fontFileTrueType,
  inFace,
  FONT_STACK,
  UNICODE_RANGE,
  WEB_FONT_FAMILY,
  fontAssetName,
  fontFaceCss,
};
