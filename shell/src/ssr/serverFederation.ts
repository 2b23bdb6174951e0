import { fileURLToPath } from 'node:url';
import { forgetRemote, type RemoteName } from '@janmat/shared';
import type { ServerRemote } from '@janmat/shared/server';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const isContainer = (value: unknown): value is { init: unknown; get: unknown } =>
  typeof value === 'object' && value !== null && 'init' in value && 'get' in value;

/** Node's own `require` (webpack leaves this name alone in its Node builds). */
declare const __non_webpack_require__: NodeJS.Require;

/**
 * Loads a section's server container on this machine straight from disk: its entry is given as a
 * `file:` URL (with the build's version in the query), required afresh when that changes; the Node
 * runtime plugin then finds its chunks beside it. Containers elsewhere are fetched by the runtime.
 */
function localContainersPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'janmat-local-containers',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const file = fileURLToPath(remoteInfo.entry);
      delete __non_webpack_require__.cache[file];
      const exports: Record<string, unknown> = __non_webpack_require__(file);
      // A CommonJS container exports itself under its global name (`janmat_news`).
      return (Object.values(exports).find(isContainer) ?? exports) as never;
    },
  };
}

init({ name: 'shell', remotes: [], plugins: [localContainersPlugin()] });

const registered = new Map<string, string>();

/**
 * Registers the sections' server containers, again for a section whose build changed (its entry URL
 * carries the build's version), so a redeployed section renders without a server restart. Failed
 * loads are forgotten, so a section that could not load is tried again on the next page.
 */
export function registerServerRemotes(remotes: ServerRemote[]): void {
  const changed = remotes.filter((remote) => registered.get(remote.name) !== remote.entry);
  if (changed.length > 0) {
    registerRemotes(changed, { force: true });
    for (const remote of changed) {
      registered.set(remote.name, remote.entry);
      forgetRemote(remote.name as RemoteName);
    }
  }
  forgetRemote();
}

export const loadServerModule = (id: string) => loadRemote(id);
