const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { buildVersion, nameBuild } = require('./buildVersion');

/** @param {string} version */
function appDir(version) {
  const dir = mkdtempSync(path.join(tmpdir(), 'janmat-build-version-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@janmat/mfe-news', version }));
  return dir;
}

test('package version, git commit and build hash', () => {
  expect(buildVersion({ dir: appDir('1.4.0'), hash: '3f2a9c1d5e6f7a8b', env: {}, commit: 'eb1469f' })).toBe(
    '1.4.0+eb1469f.3f2a9c1d',
  );
});

test('outside a git work tree the build hash alone names the build', () => {
  const dir = appDir('0.0.0');
  expect(buildVersion({ dir, hash: '3f2a9c1d5e6f7a8b', env: {} })).toBe('0.0.0+3f2a9c1d');
});

test('MF_BUILD_VERSION, the plugin’s own variable, wins', () => {
  const env = { MF_BUILD_VERSION: '0.0.0+0a69692' };
  expect(buildVersion({ dir: appDir('0.0.0'), hash: 'ffff', env, commit: 'eb1469f' })).toBe('0.0.0+0a69692');
});

test('the manifest step writes it into metaData.buildInfo and keeps the rest', () => {
  const dir = appDir('2.0.0');
  const stats = { metaData: { name: 'news', buildInfo: { buildVersion: '2.0.0', buildName: '@janmat/mfe-news' } } };
  const compilation = { compiler: { context: dir }, hash: 'abcdef0123456789' };
  const named = nameBuild({ stats, compilation: /** @type {any} */ (compilation) });
  expect(named.metaData.buildInfo).toEqual({ buildVersion: '2.0.0+abcdef01', buildName: '@janmat/mfe-news' });
  expect(named.metaData.name).toBe('news');
});
