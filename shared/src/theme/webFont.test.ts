import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONT_STACK, WEB_FONT_FAMILY } from './tokens';

interface FontsModule {
  FONT_FILE: string;
  FONT_STACK: string;
  UNICODE_RANGE: string;
  WEB_FONT_FAMILY: string;
  fontAssetName: (content?: Buffer) => string;
}
const fonts = require('../../fonts') as FontsModule;

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * Webpack (with html-webpack-plugin) building a one-line app, with or without the font plugin, in a
 * Node process of its own (not in this test's DOM environment).
 */
const BUILD = `
const [root, withFont] = process.argv.slice(1);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DevanagariFontPlugin } = require(${JSON.stringify(require.resolve('../../fonts'))});
webpack({
  mode: 'production',
  context: root,
  entry: './index.js',
  output: { path: root + '/dist', publicPath: '/', filename: '[name].js' },
  // The HTML as the shell writes it (not minified); the scripts are compared as they come.
  optimization: { minimize: false },
  plugins: [
    new HtmlWebpackPlugin({
      templateContent: '<!doctype html><html><head><title>t</title></head><body></body></html>',
      minify: false,
    }),
    ...(withFont === 'yes' ? [new DevanagariFontPlugin()] : []),
  ],
}).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
});
`;

/** Builds the app; returns its output folder. */
function build(withFont: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'janmat-font-'));
  roots.push(root);
  writeFileSync(join(root, 'index.js'), 'document.title = "जनमत";\n');
  const result = spawnSync(process.execPath, ['-e', BUILD, root, withFont ? 'yes' : 'no'], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
  return join(root, 'dist');
}

describe('DevanagariFontPlugin', () => {
  let dist: string;
  let html: string;
  beforeAll(() => {
    dist = build(true);
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  }, 60_000);

  it('emits the font under a name carrying its content hash, byte for byte', () => {
    const [name, ...others] = readdirSync(join(dist, 'fonts')).filter((file) => file.endsWith('.woff2'));
    expect(others).toEqual([]);
    expect(name).toMatch(/^janmat-devanagari\.[0-9a-f]{12}\.woff2$/);
    const base64 = (file: string) => readFileSync(file).toString('base64');
    expect(base64(join(dist, 'fonts', name!)) === base64(fonts.FONT_FILE)).toBe(true);
    expect(fonts.fontAssetName(Buffer.from('another font'))).not.toBe(`fonts/${name}`);
    expect(readdirSync(join(dist, 'fonts'))).toContain('LICENSE-noto-sans-devanagari.txt');
  });

  it('declares the face in the head: installed Noto first, then the hashed file, swap, Devanagari only', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const rules = head.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    const url = `url(/${fonts.fontAssetName()}) format("woff2")`;
    const [regular, bold] = rules as [string, string];
    expect(regular).toContain('font-weight: 400;');
    expect(regular).toContain(
      `src: local("Noto Sans Devanagari Regular"), local("NotoSansDevanagari-Regular"), ${url};`,
    );
    expect(bold).toContain('font-weight: 600 800;');
    expect(bold).toContain(`src: local("Noto Sans Devanagari Bold"), local("NotoSansDevanagari-Bold"), ${url};`);
    for (const rule of rules) {
      expect(rule).toContain(`font-family: "${WEB_FONT_FAMILY}";`);
      expect(rule).toContain('font-display: swap;');
      expect(rule).toContain(`unicode-range: ${fonts.UNICODE_RANGE};`);
    }
    expect(fonts.UNICODE_RANGE).toMatch(/^U\+0900-097F,/);
    expect(fonts.UNICODE_RANGE).not.toMatch(/U\+0000|U\+0020|U\+00/);
  });

  it("gives the HTML's body the theme's font stack, which names the face", () => {
    expect(fonts.WEB_FONT_FAMILY).toBe(WEB_FONT_FAMILY);
    expect(fonts.FONT_STACK).toBe(FONT_STACK);
    const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(style).toContain(`body { font-family: ${FONT_STACK}; }`);
  });

  it('adds no JavaScript: the scripts are the same with and without it', () => {
    const without = build(false);
    const scripts = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(scripts(dist)).toEqual(scripts(without));
    for (const file of scripts(dist)) {
      expect(readFileSync(join(dist, file), 'utf8')).toBe(readFileSync(join(without, file), 'utf8'));
    }
    expect(html).not.toContain('rel="preload"');
  }, 60_000);
});
