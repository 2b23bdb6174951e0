import { isHashedAsset } from './static';

test.each([
  ['123.4f9a2c1e.js', true],
  ['vendors-node_modules_react.0123abcd89.js', true],
  ['styles.3b1f0a9d7c2e.css', true],
  ['main.js', false],
  ['remoteEntry.js', false],
  ['mf-manifest.json', false],
  ['index.html', false],
  ['favicon.ico', false],
  ['page-home.9390688e.js.br', true],
  ['main.js.br', false],
  ['mf-manifest.json.br', false],
])('%s content-hashed: %p', (name, hashed) => {
  expect(isHashedAsset(name)).toBe(hashed);
});
