import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const fromSources = new Map<string, Promise<string>>();

/** Where bundles made from the sources are kept: the server's node_modules/.cache (found from src/core). */
const CACHE = resolve(__dirname, '..', '..', 'node_modules', '.cache');

/**
 * The file a process or thread of the server's own starts from (`name`: its entry without the
 * extension, e.g. `renderCheckWorker`): the one the server's build (server/build.mjs) emitted beside
 * the server's bundle, `dir` being the calling module's `__dirname` (dist/ in the bundle). When the
 * server runs from its TypeScript sources (the tests), `dir` holds `<name>.ts`: it is bundled as the
 * build would, once per process, into the server's node_modules/.cache, in a folder named after what the
 * bundle holds (processes starting together share it; a changed source gets a folder of its own).
 * `external` packages are left out of that bundle and loaded from node_modules (a package that reads
 * files beside its own, as PGlite does), so the folder is inside the server's node_modules/.cache.
 */
export function builtWorkerFile(name: string, dir: string, external: string[] = []): Promise<string> {
  const built = join(dir, `${name}.js`);
  if (existsSync(built)) return Promise.resolve(built);
  const source = join(dir, `${name}.ts`);
  if (!existsSync(source)) return Promise.reject(new Error(`${built} नहीं मिली: सर्वर का build फिर से बनाएँ`));
  let bundled = fromSources.get(source);
  if (!bundled) {
    bundled = bundle(name, source, external);
    fromSources.set(source, bundled);
  }
  return bundled;
}

async function bundle(name: string, source: string, external: string[]): Promise<string> {
  // esbuild is a build tool: only a server running from its sources gets here.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
    external,
  });
  const code = result.outputFiles[0]!.contents;
  const version = createHash('sha1').update(code).digest('hex').slice(0, 12);
  const folder = join(CACHE, `janmat-${name}-${version}`);
  const outfile = join(folder, `${name}.js`);
  if (existsSync(outfile)) return outfile;
  mkdirSync(folder, { recursive: true });
  // Written whole, then renamed: test processes starting together each see a complete file.
  const partial = `${outfile}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, outfile);
  return outfile;
}
