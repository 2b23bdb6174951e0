import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { forgetRemote, setModuleScope } from '@janmat/shared';
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

/** The builds one render uses: section → the name its build is registered under. */
interface RenderScope {
  key: string;
  names: ReadonlyMap<string, string>;
}

const scopes = new AsyncLocalStorage<RenderScope>();
const registered = new Set<string>();

/** The name a build is registered under: its section and its entry (which changes with each build). */
const runtimeName = (remote: ServerRemote) =>
  `${remote.name}_${createHash('sha1').update(remote.entry).digest('hex').slice(0, 12)}`;

setModuleScope(() => scopes.getStore()?.key ?? '');

/**
 * Runs one render with these builds of the sections. Each build is registered once, under a name of
 * its own, so pages of different compositions (a canary beside its live build, a build being checked
 * before release) render at the same time, each with its own builds; a redeployed section is a new
 * build and loads afresh, without a server restart. Failed loads are forgotten, so a section that
 * could not load is tried again on the next page.
 */
export function withServerRemotes<T>(remotes: readonly ServerRemote[], run: () => Promise<T>): Promise<T> {
  const names = new Map(remotes.map((remote) => [remote.name, runtimeName(remote)]));
  const fresh = remotes.filter((remote) => !registered.has(runtimeName(remote)));
  if (fresh.length > 0) {
    registerRemotes(
      fresh.map((remote) => ({
        name: runtimeName(remote),
        entry: remote.entry,
        entryGlobalName: remote.entryGlobalName,
      })),
    );
    for (const remote of fresh) registered.add(runtimeName(remote));
  }
  forgetRemote();
  const key = [...names.values()].sort().join(',');
  return scopes.run({ key, names }, run);
}

/** `news/routes` from the build of `news` the render in progress uses. */
export function loadServerModule(id: string): Promise<unknown> {
  const slash = id.indexOf('/');
  const name = scopes.getStore()?.names.get(id.slice(0, slash));
  if (!name) return Promise.reject(new Error(`no build of ${id.slice(0, slash)} for this render`));
  return loadRemote(`${name}${id.slice(slash)}`);
}
