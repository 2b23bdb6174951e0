import { EXPOSED_IDS, type RemoteName, routesOwnedBy } from '../contracts';

/** A remote's `exposes` as its webpack configuration gives them: `./routes` → `./src/routes.tsx`. */
export type ExposesOption = Record<string, string>;

/**
 * Checks a remote's build exposes exactly the modules `ExposedModules` (`EXPOSED_IDS`) gives it, and
 * that each exports what the contract says: `./routes` a page component for every route the route
 * table gives the remote (and no other), `./pageData` a loader for each of those routes (and no other),
 * a widget its component under its own name.
 * `load` imports a module by the path the configuration names.
 */
export async function expectExposedContract(
  remote: RemoteName,
  exposes: ExposesOption,
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<void> {
  const exposed = Object.keys(exposes)
    .map((key) => `${remote}/${key.replace(/^\.\//, '')}`)
    .sort();
  const contract = EXPOSED_IDS.filter((id) => id.startsWith(`${remote}/`)).sort();
  expect(exposed).toEqual(contract);

  for (const [key, file] of Object.entries(exposes)) {
    const module = await load(file);
    const name = key.replace(/^\.\//, '');
    if (name === 'routes') {
      const pages = module.pages as Record<string, unknown>;
      expect(Object.keys(pages).sort()).toEqual([...routesOwnedBy(remote)].sort());
      for (const page of Object.values(pages)) expect(['function', 'object']).toContain(typeof page);
    } else if (name === 'pageData') {
      const loaders = module.pageData as Record<string, unknown>;
      expect(Object.keys(loaders).sort()).toEqual([...routesOwnedBy(remote)].sort());
      for (const loader of Object.values(loaders)) expect(typeof loader).toBe('function');
    } else {
      expect(typeof module[name]).toBe('function');
    }
  }
}
