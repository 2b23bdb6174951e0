// The import boundaries (`.dependency-cruiser.cjs`, run by `npm run lint`), the sections' and the server's modules: each rule fails on a small
// tree that breaks it, and the same tree without the offending import passes; so does the rule on the server's folders
// (`.dependency-cruiser.server-folders.cjs`). `node --test scripts/`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const folderConfig = require('../.dependency-cruiser.server-folders.cjs');
const APPS = ['shell/src', 'mfe-news/src', 'mfe-polls/src', 'mfe-newsroom/src', 'server/src'];
/** The folder rule is judged on the server alone, with its own options (tests left out). */
const FOLDERS = { rules: folderConfig, roots: ['server/src'] };
const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Rule names broken by a tree of the three apps and the shared package plus `extra` files. */
async function violations(extra, { rules = config, roots = APPS } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'janmat-boundaries-'));
  dirs.push(dir);
  const files = {
    'shell/src/index.ts': "export const shell = 'shell';\n",
    'mfe-news/src/index.ts': "import { polls } from './polls';\nexport const news = polls;\n",
    'mfe-news/src/polls.ts': "export const polls = 'polls';\n",
    'mfe-polls/src/index.ts': "export const polls = 'polls';\n",
    'shared/src/index.ts': "export const shared = 'shared';\n",
    'shared/src/testing/index.ts': "export const render = 'render';\n",
    // The newsroom's floors: its route module imports app/, app/ a desk, the desk the common kit.
    'mfe-newsroom/src/routes.tsx': "import { app } from './app/NewsroomApp';\nexport const pages = app;\n",
    'mfe-newsroom/src/app/NewsroomApp.ts':
      "import { desk } from '../features/staff/StaffPage';\nexport const app = desk;\n",
    'mfe-newsroom/src/features/staff/StaffPage.ts':
      "import { kit } from '../common/DeskPage';\nexport const desk = kit;\n",
    'mfe-newsroom/src/features/common/DeskPage.ts': "export const kit = 'kit';\n",
    // The server's modules, each importing only what its rules allow.
    'server/src/main.ts':
      "import { core } from './core/config';\nimport { seed } from './seed/index';\nexport const main = [core, seed];\n",
    'server/src/seed/index.ts': "import { core } from '../core/config';\nexport const seed = core;\n",
    'server/src/core/config.ts': "export const core = 'core';\n",
    'server/src/content/sanitize.ts': "export const clean = 'clean';\n",
    'server/src/api/queries/news.ts': "import { core } from '../../core/config';\nexport const news = core;\n",
    'server/src/api/routes/news.ts':
      "import { clean } from '../../content/sanitize';\nimport { news } from '../queries/news';\nexport const routes = [news, clean];\n",
    'server/src/pages/pages.ts': "import { news } from '../api/queries/news';\nexport const pages = news;\n",
    'server/src/newsroom/index.ts': "import { news } from '../api/queries/news';\nexport const newsroom = news;\n",
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const { output } = await cruise(roots, {
      ...rules.options,
      ruleSet: { forbidden: rules.forbidden },
      validate: true,
    });
    return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
  } finally {
    process.chdir(cwd);
  }
}

test('a tree that keeps the rules passes', async () => {
  assert.deepEqual(
    await violations({
      'mfe-news/src/page.test.ts': "import { render } from '../../shared/src/testing';\nexport const t = render;\n",
    }),
    ['relative-import-into-shared'],
    'only the relative path is wrong here: the testing helpers themselves are allowed in a test',
  );
  assert.deepEqual(await violations({}), []);
});

const CASES = {
  'remote-imports-remote': { 'mfe-news/src/a.ts': "import { polls } from '../../mfe-polls/src/index';\n" },
  'remote-imports-shell': { 'mfe-news/src/a.ts': "import { shell } from '../../shell/src/index';\n" },
  'remote-imports-remote-package': { 'mfe-news/src/a.ts': "import { polls } from '@janmat/mfe-polls';\n" },
  'shell-imports-remote': { 'shell/src/a.ts': "export { news } from '../../mfe-news/src/index';\n" },
  'deep-import-into-shared': { 'mfe-news/src/a.ts': "import { x } from '@janmat/shared/src/store';\n" },
  'relative-import-into-shared': { 'shell/src/a.ts': "import type { shared } from '../../shared/src/index';\n" },
  'testing-outside-tests': { 'mfe-polls/src/a.ts': "import { render } from '@janmat/shared/testing';\n" },
  'server-contracts-in-pages': { 'shell/src/a.ts': "import { REMOTE_NAMES } from '@janmat/shared/server';\n" },
  'newsroom-feature-imports-feature': {
    'mfe-newsroom/src/features/live/a.ts': "import { desk } from '../staff/StaffPage';\n",
  },
  'newsroom-app-is-the-top': {
    'mfe-newsroom/src/features/common/a.ts': "import { app } from '../../app/NewsroomApp';\n",
  },
  'server-core-stands-alone': { 'server/src/core/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-content-is-a-leaf': { 'server/src/content/a.ts': "import { core } from '../core/config';\n" },
  'server-api-alone': { 'server/src/api/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-newsroom-alone': { 'server/src/newsroom/a.ts': "import { routes } from '../api/routes/news';\n" },
  'server-pages-alone': { 'server/src/pages/a.ts': "import { newsroom } from '../newsroom/index';\n" },
  'server-search-alone': { 'server/src/search/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-composition-alone': { 'server/src/composition/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-releases-alone': { 'server/src/releases/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-results-alone': { 'server/src/results/a.ts': "import { pages } from '../pages/pages';\n" },
  'server-seed-at-start-only': { 'server/src/app.ts': "import { seed } from './seed/index';\n" },
  'server-newsroom-writes-through-stores': {
    'server/src/newsroom/articleRoutes.ts': "import { news } from '../core/db/schema';\n",
    'server/src/core/db/schema/index.ts': "export * from './articles';\n",
    'server/src/core/db/schema/articles.ts': "export const news = 'news';\n",
  },
  'server-seed-by-its-entry': {
    'server/src/main.ts': "import { seed } from './seed/content';\n",
    'server/src/seed/content.ts': "export const seed = 'seed';\n",
  },
};

for (const [rule, files] of Object.entries(CASES)) {
  test(`${rule}: a violating import fails`, async () => {
    assert.deepEqual(await violations(files), [rule]);
  });
}

test('every rule of the configuration has a violating case here', () => {
  assert.deepEqual(config.forbidden.map((r) => r.name).sort(), Object.keys(CASES).sort());
  assert.deepEqual(
    folderConfig.forbidden.map((r) => r.name),
    ['server-folders-acyclic'],
    'the folder rule is proved below',
  );
});

test('server-releases-alone: a release test may render through the pages', async () => {
  assert.deepEqual(
    await violations({ 'server/src/releases/a.test.ts': "import { pages } from '../pages/pages';\n" }),
    [],
  );
});

/** Two folders: alpha/a.ts imports beta/b.ts (no module imports itself back). */
const ONE_WAY = {
  'server/src/alpha/a.ts': "import { b } from '../beta/b';\nexport const a = b;\n",
  'server/src/beta/b.ts': "export const b = 'b';\n",
};

test('server-folders-acyclic: one folder importing another passes', async () => {
  assert.deepEqual(await violations(ONE_WAY, FOLDERS), []);
});

test('server-folders-acyclic: two folders importing each other fail, though no module imports itself back', async () => {
  const back = { 'server/src/beta/c.ts': "import { a } from '../alpha/a';\nexport const c = a;\n" };
  assert.deepEqual(await violations({ ...ONE_WAY, ...back }, FOLDERS), ['server-folders-acyclic']);
});

test('server-folders-acyclic: a cycle through a third folder, or between two folders of one module, fails', async () => {
  const around = {
    'server/src/beta/b.ts': "import { g } from '../gamma/g';\nexport const b = g;\n",
    'server/src/gamma/g.ts': "import { x } from '../alpha/x';\nexport const g = x;\n",
    'server/src/alpha/x.ts': "export const x = 'x';\n",
  };
  assert.deepEqual(await violations({ ...ONE_WAY, ...around }, FOLDERS), ['server-folders-acyclic']);
  const inside = {
    'server/src/newsroom/audit/log.ts': "import { guard } from '../auth/guard';\nexport const log = guard;\n",
    'server/src/newsroom/auth/guard.ts': "export const guard = 'guard';\n",
    'server/src/newsroom/auth/signin.ts': "import { log } from '../audit/log';\nexport const signin = log;\n",
  };
  assert.deepEqual(await violations(inside, FOLDERS), ['server-folders-acyclic']);
});

test('server-folders-acyclic: an import back from a test does not count', async () => {
  const back = { 'server/src/beta/b.test.ts': "import { a } from '../alpha/a';\nexport const t = a;\n" };
  assert.deepEqual(await violations({ ...ONE_WAY, ...back }, FOLDERS), []);
});
