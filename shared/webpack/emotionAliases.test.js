/** @jest-environment ./webpack/jest-node-env.js */
const { readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { emotionAliases } = require('./emotionAliases');

const ROOT = path.join(__dirname, '..', '..');

/**
 * Every browser source file of the apps and of `@janmat/shared`.
 * @param {string} dir
 * @param {string[]} [out]
 * @returns {string[]}
 */
function sources(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sources(file, out);
    else if (/\.(ts|tsx)$/.test(entry)) out.push(file);
  }
  return out;
}

test('Emotion calls hoist-non-react-statics only from withTheme', () => {
  const dist = path.dirname(require.resolve('@emotion/react/package.json', { paths: [ROOT] }));
  const element = readdirSync(path.join(dist, 'dist')).find((f) => /^emotion-element-.*\.browser\.esm\.js$/.test(f));
  const code = readFileSync(path.join(dist, 'dist', element ?? ''), 'utf8');
  const calls = [...code.matchAll(/hoistNonReactStatics\(/g)];
  expect(calls).toHaveLength(1);
  const withTheme = code.indexOf('function withTheme');
  expect(withTheme).toBeGreaterThan(-1);
  expect(calls[0]?.index).toBeGreaterThan(withTheme);
});

test('no browser code uses withTheme', () => {
  const dirs = ['shell', 'mfe-news', 'mfe-media', 'mfe-polls', 'mfe-static', 'shared'].map((app) =>
    path.join(ROOT, app, 'src'),
  );
  const users = dirs.flatMap((dir) => sources(dir)).filter((file) => /\bwithTheme\b/.test(readFileSync(file, 'utf8')));
  expect(users).toEqual([]);
});

test('the stand-in hands back the component it is given', () => {
  const stub = require(String(emotionAliases()['hoist-non-react-statics$']));
  const component = () => null;
  expect(stub(component, {})).toBe(component);
});
