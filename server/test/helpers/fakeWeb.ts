import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** An inline program as the shell's build lists it: its source and the hash that allows it. */
function program(source: string) {
  return { source, hash: `sha256-${createHash('sha256').update(source).digest('base64')}` };
}

/** The shell's `page-assets.json` of a tiny build: one entry script, three inline programs. */
export const FAKE_PAGE_ASSETS = {
  lang: 'hi',
  head: '<meta charset="utf-8">',
  outline: '<div aria-hidden="true"></div>',
  scripts: ['/main.js'],
  preloads: [],
  stylesheets: [],
  styles: [],
  bootListId: 'janmat-boot',
  inline: {
    appearance: program('(()=>{window.appearance=1})();'),
    fontWait: program('(()=>{window.fontWait=1})();'),
    nativeTaps: program('(()=>{window.taps=1})();'),
    earlyTapReplay: program('(()=>{window.replay=1})();'),
    bootLoader: program('(()=>{window.boot=1})();'),
  },
};

function put(root: string, path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A tiny built site under `webRoot`: the shell and the news remote. */
export function writeFakeBuilds(webRoot: string): void {
  put(webRoot, 'shell/dist/page-assets.json', JSON.stringify(FAKE_PAGE_ASSETS));
  put(webRoot, 'shell/dist/index.html', '<!doctype html><html lang="hi"><head><!--janmat:head--></head></html>');
  put(webRoot, 'shell/dist/main.js', 'console.log("shell")');
  put(webRoot, 'shell/dist/123.4f9a2c1e.js', 'console.log("chunk")');
  put(webRoot, 'shell/dist/.env', 'SECRET=1');
  put(webRoot, 'mfe-news/dist/remoteEntry.js', 'console.log("news entry")');
  put(webRoot, 'mfe-news/dist/mf-manifest.json', '{"name":"news"}');
  put(webRoot, 'mfe-news/dist/456.0123abcd.js', 'console.log("news chunk")');
}
