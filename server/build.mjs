/**
 * Bundles the server into dist/main.js (CommonJS, Node 20), pre-flight's render process into
 * dist/renderCheckWorker.js, the push encryption pool's thread into dist/pushEncryptWorker.js and the
 * search thread into dist/searchThreadWorker.js (all found beside the server's bundle by
 * src/core/builtWorkerFile.ts). Bundled: the sources, `@janmat/shared`
 * (TypeScript in the workspace) and sanitize-html with its parser (ES modules only). Every other
 * package stays external and is loaded from node_modules at run time; migrations are read from
 * server/drizzle next to dist/.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const BUNDLED = [/^@janmat\/shared(\/|$)/, /^sanitize-html$/];
const SANITIZER_DIR = `${join('node_modules', 'sanitize-html')}/`;

/** External unless it is one of ours or part of the sanitizer. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      if (BUNDLED.some((re) => re.test(args.path))) return undefined;
      if (args.importer.includes(SANITIZER_DIR)) return undefined;
      return { external: true };
    });
  },
};

rmSync(join(here, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externals],
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.info(`server/dist/main.js ${(bytes / 1024).toFixed(0)} KB`);

/** A process or thread of the server's own: a file of its own, with nothing of the server but what it needs. */
const worker = (source, name) =>
  build({
    entryPoints: [join(here, 'src', ...source)],
    outfile: join(here, 'dist', `${name}.js`),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externals],
  });

// The process pre-flight renders a candidate build's pages in (src/pages/renderCheckProcess.ts).
await worker(['pages', 'renderCheckWorker.ts'], 'renderCheckWorker');
// The threads web push payloads are encrypted in (src/push/pushEncryptPool.ts).
await worker(['push', 'pushEncryptWorker.ts'], 'pushEncryptWorker');
// The thread searches run in beside the main one, on a copy of the database (src/search/thread/).
await worker(['search', 'thread', 'searchThreadWorker.ts'], 'searchThreadWorker');
