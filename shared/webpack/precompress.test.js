/** @jest-environment ./webpack/jest-node-env.js */
const { brotliDecompressSync } = require('node:zlib');
const { precompressPlugin, PRECOMPRESS_THRESHOLD } = require('./precompress');
const { compile } = require('./testCompile');

/**
 * Writes `late.json` at the stage the federation manifest is written (OPTIMIZE_TRANSFER), from a
 * plugin placed before the compression plugin, as the federation plugin is in every app.
 */
class LateJsonPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LateJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LateJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          compilation.emitAsset('late.json', new sources.RawSource(JSON.stringify({ list: 'x'.repeat(3000) })));
          compilation.emitAsset('small.json', new sources.RawSource('{"small":true}'));
        },
      );
    });
  }
}

/** @type {Awaited<ReturnType<typeof compile>>} */
let build;
beforeAll(async () => {
  build = await compile({
    files: {
      'src/index.js': `import(/* webpackChunkName: "big" */ './big');\nconsole.info(${JSON.stringify('जनमत '.repeat(400))});\n`,
      'src/big.js': `export const big = ${JSON.stringify('a'.repeat(5000))};\n`,
      'src/tiny.txt': 'not a script',
    },
    plugins: [new LateJsonPlugin(), precompressPlugin()],
  });
});

test('every script and JSON file of 1 KB or more gets a Brotli copy of its final content', () => {
  expect(build.errors).toEqual([]);
  for (const file of ['main.js', 'big.js', 'late.json']) {
    expect(build.read(file).length).toBeGreaterThanOrEqual(PRECOMPRESS_THRESHOLD);
    expect(brotliDecompressSync(new Uint8Array(build.read(`${file}.br`)))).toEqual(build.read(file));
  }
});

test('smaller files, and files that are neither script nor JSON, get none', () => {
  expect(build.assets).toEqual([
    'big.js',
    'big.js.br',
    'late.json',
    'late.json.br',
    'main.js',
    'main.js.br',
    'small.json',
  ]);
});

test('a copy is made even when it gains little (the server then never compresses that file itself)', () => {
  const plugin = precompressPlugin();
  expect(/** @type {any} */ (plugin).options).toMatchObject({
    minRatio: Number.POSITIVE_INFINITY,
    algorithm: 'brotliCompress',
  });
});
