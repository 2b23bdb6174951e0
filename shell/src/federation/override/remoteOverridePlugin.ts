import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin on the `beforeRegisterRemote` hook: a section a tester has taken from another
 * build (`active`: remote name → manifest URL, filled once the override is checked against the
 * allowed origins) is registered with that manifest instead of the one `/remotes.json` names.
 * Nothing else changes: the same runtime, loader, retries and error boundaries load it.
 * A section in `sealed` (the newsroom: never overridden) is never loaded into a page that runs
 * another build of any section: on `beforeRequest` the page is loaded afresh instead (`leave`), and
 * the server sends a staff page with the site's own builds only.
 */
export function remoteOverridePlugin(
  active: Readonly<Record<string, string>>,
  sealed: readonly string[] = [],
  leave: () => void = () => window.location.reload(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'janmat-remote-override',
    beforeRegisterRemote(args) {
      const entry = Object.hasOwn(active, args.remote.name) ? active[args.remote.name] : undefined;
      // The runtime registers the object it passed to the hook: the entry is changed in place.
      if (entry && 'entry' in args.remote) args.remote.entry = entry;
      return args;
    },
    async beforeRequest(args) {
      const remote = args.id.split('/')[0] ?? '';
      if (Object.keys(active).length > 0 && sealed.includes(remote)) {
        leave();
        // The page is going: the section is never loaded here.
        return new Promise<never>(() => undefined);
      }
      return args;
    },
  };
}
