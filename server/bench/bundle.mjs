/**
 * Bundles bench/searchHarness.ts (TypeScript) into server/dist/search-harness.cjs and loads it: in
 * dist/ the bundle finds the migrations (../drizzle) and the installed packages as the server does.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Bundles `entry` (TypeScript, in bench/) into server/dist/<name>.cjs; answers the bundle's path. */
export async function bundleBench(entry, name) {
  const outfile = join(here, '..', 'dist', `${name}.cjs`);
  await build({
    entryPoints: [join(here, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          // Packages load from node_modules (migrations are found from the server folder below).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            /^@janmat\/shared(\/|$)|^sanitize-html$/.test(args.path) ||
            args.importer.includes('node_modules/sanitize-html/')
              ? undefined
              : { external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

export async function loadHarness() {
  const outfile = await bundleBench('searchHarness.ts', 'search-harness');
  const require = createRequire(import.meta.url);
  return require(outfile);
}
