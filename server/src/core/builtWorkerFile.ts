import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fromSources = new Map<string, Promise<string>>();

/**
 * The file a process or thread of the server's own starts from (`name`: its entry without the
 * extension, e.g. `renderCheckWorker`): the one the server's build (server/build.mjs) emitted beside
 * the server's bundle, `dir` being the calling module's `__dirname` (dist/ in the bundle). When the
 * server runs from its TypeScript sources (the tests), `dir` holds `<name>.ts`: it is bundled as the
 * build would, once per process, into the system's temp folder, in a folder named after what the
 * bundle holds (processes starting together share it; a changed source gets a folder of its own).
 */
export function builtWorkerFile(name: string, dir: string): Promise<string> {
  const built = join(dir, `${name}.js`);
  if (existsSync(built)) return Promise.resolve(built);
  const source = join(dir, `${name}.ts`);
  if (!existsSync(source)) return Promise.reject(new Error(`${built} नहीं मिली: सर्वर का build फिर से बनाएँ`));
  let bundled = fromSources.get(source);
  if (!bundled) {
    bundled = bundle(name, source);
    fromSources.set(source, bundled);
  }
  return bundled;
}

async function bundle(name: string, source: string): Promise<string> {
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
  });
  const code = result.outputFiles[0]!.contents;
  const version = createHash('sha1').update(code).digest('hex').slice(0, 12);
  const folder = join(tmpdir(), `janmat-${name}-${version}`);
  const outfile = join(folder, `${name}.js`);
  if (existsSync(outfile)) return outfile;
  mkdirSync(folder, { recursive: true });
  // Written whole, then renamed: test processes starting together each see a complete file.
  const partial = `${outfile}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, outfile);
  return outfile;
}
