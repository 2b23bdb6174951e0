/** @jest-environment ./webpack/jest-node-env.js */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BootPreloadPlugin } = require('./bootPreload');
const { compile } = require('./testCompile');

test('the page preloads the entry and the chunks it imports at boot, not the on-demand ones', async () => {
  const build = await compile({
    files: {
      'src/index.js': [
        'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');',
        'if (location.search) import(/* webpackChunkName: "on-demand-override" */ \'./override\');',
        '',
      ].join('\n'),
      'src/bootstrap.js': "export const boot = 'boot';\n",
      'src/override.js': "export const override = 'override';\n",
    },
    plugins: [
      new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', scriptLoading: 'defer' }),
      new BootPreloadPlugin(),
    ],
  });
  expect(build.errors).toEqual([]);
  const html = build.read('index.html').toString();
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloads).toEqual(['/main.js', '/bootstrap.js']);
  expect(build.assets).toContain('on-demand-override.js');
});
