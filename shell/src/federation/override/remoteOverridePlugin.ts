import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin on the `beforeRegisterRemote` hook: a section a tester has taken from another
 * build (`active`: remote name → manifest URL, filled once the override is checked against the
 * allowed origins) is registered with that manifest instead of the one `/remotes.json` names.
 * Nothing else changes: the same runtime, loader, retries and error boundaries load it.
 */
export function remoteOverridePlugin(active: Readonly<Record<string, string>>): ModuleFederationRuntimePlugin {
  return {
    name: 'janmat-remote-override',
    beforeRegisterRemote(args) {
      const entry = Object.hasOwn(active, args.remote.name) ? active[args.remote.name] : undefined;
      // The runtime registers the object it passed to the hook: the entry is changed in place.
      if (entry && 'entry' in args.remote) args.remote.entry = entry;
      return args;
    },
  };
}
