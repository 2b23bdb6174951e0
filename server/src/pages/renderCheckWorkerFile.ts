import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The compiled entry of the render check's process, beside the server's bundle (server/build.mjs). */
const WORKER_FILE = 'renderCheckWorker.js';
/** Its source, beside this file when the server runs from its TypeScript sources (the tests). */
const WORKER_SOURCE = 'renderCheckWorker.ts';

let fromSources: Promise<string> | undefined;

/**
 * The file the render check's process starts from: the one the server's build emitted beside it
 * (dist/renderCheckWorker.js); when the server runs from its TypeScript sources (tests), that file
 * is bundled from its source as the build would, once per version of the source, into the system's
 * temp folder.
 */
export function renderCheckWorkerFile(dir: string = __dirname): Promise<string> {
  const built = join(dir, WORKER_FILE);
  if (existsSync(built)) return Promise.resolve(built);
  const source = join(dir, WORKER_SOURCE);
  if (!existsSync(source)) return Promise.reject(new Error(`${built} नहीं मिली: सर्वर का build फिर से बनाएँ`));
  fromSources ??= bundle(source);
  return fromSources;
}

async function bundle(source: string): Promise<string> {
  const version = createHash('sha1').update(readFileSync(source, 'utf8')).digest('hex').slice(0, 12);
  const folder = join(tmpdir(), `janmat-render-worker-${version}`);
  const outfile = join(folder, WORKER_FILE);
  if (existsSync(outfile)) return outfile;
  mkdirSync(folder, { recursive: true });
  // esbuild is a build tool: only a server running from its sources gets here.
  const { build } = await import('esbuild');
  // Written whole, then renamed: test processes starting together each see a complete file.
  const partial = `${outfile}.${process.pid}.partial`;
  await build({
    entryPoints: [source],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
  });
  renameSync(partial, outfile);
  return outfile;
}
