import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The markers the server fills, as the shell's index.html carries them. */
const FAKE_SHELL_HTML = `<!doctype html>
<html lang="hi">
  <head>
    <meta charset="utf-8">
    <title>जनमत</title>
    <!--janmat:head-->
    <script defer src="/main.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--janmat:data-->
  </body>
</html>
`;

function put(root: string, path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A tiny built site under `webRoot`: the shell and the news remote. */
export function writeFakeBuilds(webRoot: string): void {
  put(webRoot, 'shell/dist/index.html', FAKE_SHELL_HTML);
  put(webRoot, 'shell/dist/main.js', 'console.log("shell")');
  put(webRoot, 'shell/dist/123.4f9a2c1e.js', 'console.log("chunk")');
  put(webRoot, 'shell/dist/.env', 'SECRET=1');
  put(webRoot, 'mfe-news/dist/remoteEntry.js', 'console.log("news entry")');
  put(webRoot, 'mfe-news/dist/mf-manifest.json', '{"name":"news"}');
  put(webRoot, 'mfe-news/dist/456.0123abcd.js', 'console.log("news chunk")');
}
