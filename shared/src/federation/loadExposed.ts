import type { SectionModule } from '../contracts/remotes';
import { EXPOSED } from '../contracts/remotes';
import type { RemoteName } from '../contracts/routes';

/** Loads an exposed module by its `remote/module` id (`polls/PollWidget`): the federation runtime's `loadRemote`. */
export type RemoteLoader = (id: string) => Promise<unknown>;

const noRemotes: RemoteLoader = async (id) => {
  throw new Error(`No remotes are connected (loading ${id})`);
};

let connected: RemoteLoader = noRemotes;
let loader: RemoteLoader = connected;

/** A promise annotated the way React's `use()` reads it, so a module already loaded renders at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The page's one cache of exposed modules, by id: a stable promise per module for React's `use()`.
 * A failed load stays until `forgetExposed` (a retry button): React renders a page again after an
 * error, and a fresh load on every such render would never let the error reach the section boundary.
 * One cache per scope: the server renders pages of several compositions at once (a canary build of a
 * section beside its live one), each loading its own builds (`setModuleScope`); a browser has one.
 */
const scopes = new Map<string, Map<string, TrackedPromise<unknown>>>();
let scopeOf: () => string = () => '';

function modulesOfScope(): Map<string, TrackedPromise<unknown>> {
  const scope = scopeOf();
  let modules = scopes.get(scope);
  if (!modules) {
    modules = new Map();
    scopes.set(scope, modules);
  }
  return modules;
}

/** Names the composition a module is loaded for (the server's render in progress); the browser has only ''. */
export function setModuleScope(scope: () => string): void {
  scopeOf = scope;
}

/**
 * Connects the page to the federation runtime (the shell does, once, with a loader that registers
 * the remotes of `/remotes.json` and calls `loadRemote`).
 */
export function connectRemotes(load: RemoteLoader): void {
  connected = load;
  setRemoteLoader();
}

/**
 * Replaces the loader (tests, standalone pages); no argument restores the connected one.
 * Forgets every module loaded so far.
 */
export function setRemoteLoader(next?: RemoteLoader): void {
  loader = next ?? connected;
  scopes.clear();
}

/** Drops the cached load of `id`, failed or not, so the next `loadExposed` loads it again. */
export function forgetExposed(id: string): void {
  modulesOfScope().delete(id);
}

/**
 * Drops the cached loads of one remote (its build changed: the server registers the new one), or
 * with no name every failed load (the server tries a section that failed again on the next page).
 */
export function forgetRemote(remote?: RemoteName): void {
  for (const modules of scopes.values()) {
    for (const [id, promise] of modules) {
      if (remote ? id.startsWith(`${remote}/`) : promise.status === 'rejected') modules.delete(id);
    }
  }
}

/**
 * An exposed module, loaded once and checked by `check` (which throws when the module is not what
 * the contract says): every caller gets the same promise until `forgetExposed(id)`.
 */
export function loadExposed<T>(id: string, check: (module: unknown) => T = (module) => module as T): Promise<T> {
  const modules = modulesOfScope();
  const known = modules.get(id);
  if (known) return known as Promise<T>;
  const promise: TrackedPromise<T> = Promise.resolve()
    .then(() => loader(id))
    .then((module) => {
      if (module == null) throw new Error(`Remote module ${id} could not be loaded`);
      return check(module);
    });
  modules.set(id, promise);
  // Block bodies: returning the promise itself from its own handler would reject the derived one again.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** A section's exposed `./routes` module: its page components by route id. */
export function loadSection<Owner extends RemoteName>(remote: Owner): Promise<SectionModule<Owner>> {
  return loadExposed(EXPOSED.routes(remote), (module) => {
    if (!(module as Partial<SectionModule<Owner>>).pages) throw new Error(`Remote ${remote} exposes no pages`);
    return module as SectionModule<Owner>;
  });
}

/** Drops a section's cached `./routes` load (its fallback's retry button). */
export function forgetSection(remote: RemoteName): void {
  forgetExposed(EXPOSED.routes(remote));
}
