import type { RemoteEntry, SectionModule } from '../contracts/remotes';
import { EXPOSED } from '../contracts/remotes';
import type { RemoteName } from '../contracts/routes';
import { createContainerLoader, type RemoteLoader } from './containers';

const noRemotes: RemoteLoader = async (id) => {
  throw new Error(`No remotes are registered (loading ${id})`);
};

let federationLoader: RemoteLoader = noRemotes;
let loader: RemoteLoader = federationLoader;
const modules = new Map<string, Promise<unknown>>();

/** A promise annotated the way React's `use()` reads it, so a module already loaded renders at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Connects the page to its remotes (the shell does, once, with its reader of `/remotes.json`):
 * from then on exposed modules load through their containers.
 */
export function connectRemotes(remotes: () => Promise<readonly RemoteEntry[]>): void {
  federationLoader = createContainerLoader({ remotes });
  setRemoteLoader();
}

/**
 * Replaces the container loader (tests, standalone pages); no argument restores it.
 * Forgets every module loaded so far.
 */
export function setRemoteLoader(next?: RemoteLoader): void {
  loader = next ?? federationLoader;
  modules.clear();
}

/**
 * An exposed module, loaded once: the promise of a successful load is kept and shared; a failed one
 * is dropped, so the next call (a retry) loads again.
 */
export function loadExposed<T>(id: string): Promise<T> {
  const known = modules.get(id);
  if (known) return known as Promise<T>;
  const promise: TrackedPromise<unknown> = Promise.resolve()
    .then(() => loader(id))
    .then((module) => {
      if (module == null) throw new Error(`Remote module ${id} could not be loaded`);
      return module;
    });
  modules.set(id, promise);
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      if (modules.get(id) === promise) modules.delete(id);
    },
  );
  return promise as Promise<T>;
}

/** A section's exposed `./routes` module: its page components by route id. */
export async function loadSection<Owner extends RemoteName>(remote: Owner): Promise<SectionModule<Owner>> {
  const module = await loadExposed<Partial<SectionModule<Owner>>>(EXPOSED.routes(remote));
  if (!module.pages) throw new Error(`Remote ${remote} exposes no pages`);
  return module as SectionModule<Owner>;
}
