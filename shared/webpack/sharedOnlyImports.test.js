/** @jest-environment ./webpack/jest-node-env.js */
const path = require('node:path');
const { SharedOnlyImportsPlugin, isCheckedIssuer, sharedOnlyOwner } = require('./sharedOnlyImports');
const { compile } = require('./testCompile');

const SHARED_ONLY = ['react-router', 'react-redux'];

test('a package or its subpath is owned by the shared-only entry that names it', () => {
  expect(sharedOnlyOwner(SHARED_ONLY, 'react-router')).toBe('react-router');
  expect(sharedOnlyOwner(SHARED_ONLY, 'react-router/dom')).toBe('react-router');
  expect(sharedOnlyOwner(SHARED_ONLY, 'react-router-dom')).toBeUndefined();
  expect(sharedOnlyOwner(SHARED_ONLY, 'react')).toBeUndefined();
});

test('app sources are checked; the shared package’s own sources, installed packages and entries are not', () => {
  const shared = path.join(path.sep, 'repo', 'shared');
  expect(isCheckedIssuer(path.join(path.sep, 'repo', 'mfe-news', 'src', 'page.tsx'), shared)).toBe(true);
  expect(isCheckedIssuer(path.join(shared, 'src', 'router.ts'), shared)).toBe(false);
  expect(isCheckedIssuer(path.join(path.sep, 'repo', 'node_modules', 'x', 'index.js'), shared)).toBe(false);
  expect(isCheckedIssuer(undefined, shared)).toBe(false);
  expect(isCheckedIssuer('', shared)).toBe(false);
});

test('a build that imports a shared-only package from app code fails and says where', async () => {
  const { errors } = await compile({
    files: {
      'src/index.js': "import { useNavigate } from 'react-router';\nconsole.info(useNavigate);\n",
      'node_modules/react-router/index.js': 'export const useNavigate = 1;\n',
    },
    plugins: [new SharedOnlyImportsPlugin({ sharedOnly: SHARED_ONLY })],
  });
  expect(errors).toEqual([
    expect.stringContaining("src/index.js imports 'react-router': import it from '@janmat/shared'"),
  ]);
});

test('a build without such an import passes', async () => {
  const { errors } = await compile({
    files: { 'src/index.js': "import { a } from './a';\nconsole.info(a);\n", 'src/a.js': 'export const a = 1;\n' },
    plugins: [new SharedOnlyImportsPlugin({ sharedOnly: SHARED_ONLY })],
  });
  expect(errors).toEqual([]);
});

test('by default it enforces the list in mf-shared.js', () => {
  const { SHARED_ONLY: list } = require(path.join(__dirname, '..', 'mf-shared.js'));
  expect(list).toEqual(expect.arrayContaining(['react-router']));
});
