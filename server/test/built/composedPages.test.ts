import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composePage, PAGE_ASSETS_FILE, ShellAssets } from '../../src/pages/template';
import { REPOSITORY } from './repository';

const section = [
  { href: '/remotes/news/mf-manifest.json', as: 'fetch' },
  { href: '/remotes/news/remoteEntry.js', as: 'script' },
];
const data = '<script id="janmat-config" type="application/json">{}</script>';

const BUILT = join(REPOSITORY, 'shell', 'dist');

// The shell's real list: every inline script a page carries is one the CSP allows, by its hash.
test("pages composed from the shell's build carry only the inline scripts the CSP allows", () => {
  const shell = new ShellAssets(BUILT);
  const built = shell.get().assets;
  const allowed = shell.inlineHashes();
  const pages = [
    composePage(built, { title: 'x', head: '', preloads: section, data }),
    composePage(built, { head: '', root: '<div id="root" data-ssr=""></div>', preloads: section, data }),
  ];
  for (const html of pages) {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline)
      expect(allowed).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  expect(readFileSync(join(BUILT, PAGE_ASSETS_FILE), 'utf8')).toContain('"bootListId"');
});
