/** @jest-environment ./webpack/jest-node-env.js */
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
  fontAssetName: (content: Buffer) => string;
  fontFileContent: () => Promise<Buffer>;
  inFace: (code: number) => boolean;
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

  it('emits the cut face under a name carrying its content hash, byte for byte', async () => {
    const [name, ...others] = readdirSync(join(dist, 'fonts')).filter((file) => file.endsWith('.woff2'));
    expect(others).toEqual([]);
    expect(name).toMatch(/^janmat-devanagari\.[0-9a-f]{12}\.woff2$/);
    const content = await fonts.fontFileContent();
    expect(`fonts/${name}`).toBe(fonts.fontAssetName(content));
    expect(readFileSync(join(dist, 'fonts', name!)).toString('base64') === content.toString('base64')).toBe(true);
    expect(content.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Cut to the letters Hindi uses: a quarter smaller than the package's Devanagari file.
    expect(content.length).toBeLessThan(readFileSync(fonts.FONT_FILE).length * 0.8);
    expect(fonts.fontAssetName(Buffer.from('another font'))).not.toBe(`fonts/${name}`);
    expect(readdirSync(join(dist, 'fonts'))).toContain('LICENSE-noto-sans-devanagari.txt');
  });

  it('declares the face in the head: installed Noto first, then the hashed file, swap, Devanagari only', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const rules = head.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    const fontFile = readdirSync(join(dist, 'fonts')).find((file) => file.endsWith('.woff2'));
    const url = `url(/fonts/${fontFile}) format("woff2")`;
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
    expect(fonts.UNICODE_RANGE).toBe('U+0900-0954, U+0958-0972, U+200C-200D, U+20B9, U+25CC');
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

describe('the face covers the site', () => {
  /** Every source folder whose text the site shows: the chrome, the sections, the shared UI, the seed. */
  const FOLDERS = [
    'shell/src',
    'mfe-news/src',
    'mfe-media/src',
    'mfe-polls/src',
    'mfe-static/src',
    'shared/src',
    'server/src',
  ];
  const repo = join(__dirname, '..', '..', '..');

  function* sourceFiles(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) yield* sourceFiles(file);
      else if (/\.(ts|tsx)$/.test(entry.name)) yield file;
    }
  }

  it("has every Devanagari character of the site's own text and seed content", () => {
    const missing = new Map<string, string>();
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(repo, folder))) {
        for (const char of readFileSync(file, 'utf8').match(/[\u0900-\u097F]/g) ?? []) {
          if (!fonts.inFace(char.codePointAt(0) ?? 0)) missing.set(char, file);
        }
      }
    }
    expect([...missing]).toEqual([]);
    // Not vacuous: the seed's text is Hindi.
    expect(fonts.inFace('क'.codePointAt(0) ?? 0)).toBe(true);
    expect(fonts.inFace(0x097b)).toBe(false);
  });
});
