import type { RemoteName } from '@janmat/shared/contracts';
import { requiredModules } from '../../../src/releases/preflightManifest';

/**
 * A section's `mf-manifest.json` as its build writes it (the parts pre-flight reads), for tests:
 * `change` edits it (a wrong name, a module left out, another `@janmat/shared` range, …).
 */
export interface FakeManifest {
  [field: string]: unknown;
  metaData: Record<string, unknown>;
  shared: { id: string; name: string; requiredVersion: unknown; singleton?: boolean; version: string }[];
  exposes: { id: string; name: string; path: string }[];
}

export function fakeManifest(
  section: RemoteName,
  change: (manifest: FakeManifest) => void = () => undefined,
): FakeManifest {
  const manifest: FakeManifest = {
    id: section,
    name: section,
    metaData: {
      name: section,
      globalName: `janmat_${section}`,
      buildInfo: { buildName: `@janmat/mfe-${section}`, buildVersion: '0.0.0+test.1' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
      ...(section === 'newsroom'
        ? {}
        : { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } }),
      type: 'app',
    },
    shared: [
      { id: `${section}:react`, name: 'react', requiredVersion: '19.3.1', singleton: true, version: '19.3.1' },
      {
        id: `${section}:@janmat/shared`,
        name: '@janmat/shared',
        requiredVersion: '^1.0.0',
        singleton: true,
        version: '1.0.0',
      },
    ],
    remotes: [],
    exposes: requiredModules(section).map((module) => ({
      id: `${section}:${module}`,
      name: module,
      path: `./${module}`,
    })),
  };
  change(manifest);
  return manifest;
}
