import { asManifest, type RemoteEntry, remoteEntryUrl } from '../contracts/remotes';

/** What a remote's `remoteEntry.js` defines on its global: webpack's container interface. */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** Loads an exposed module by its `remote/module` id (`polls/PollWidget`). */
export type RemoteLoader = (id: string) => Promise<unknown>;

export interface ContainerLoaderOptions {
  /** The registered remotes (the shell reads `/remotes.json`); asked again after a failure. */
  remotes: () => Promise<readonly RemoteEntry[]>;
  /** Extra attempts at a manifest or an entry script after the first failure. */
  retries?: number;
  /** Wait before extra attempt n is n × this many milliseconds. */
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
  fetchJson?: (url: string) => Promise<unknown>;
  loadScript?: (url: string) => Promise<void>;
  /** Where container entries define their globals. */
  globals?: Record<string, unknown>;
  /** The page's share scope, filled with the shared modules the shell provides. */
  shareScope?: () => Promise<unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** The share scope of the build this code runs in (the shell's): React and friends, provided once. */
async function webpackShareScope(): Promise<unknown> {
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Adds a classic script (what the server's `<link rel=preload as=script>` matches); a failed one is removed. */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Container).get === 'function' &&
  typeof (value as Container).init === 'function';

/** Splits `polls/PollWidget` into the remote's name and the container's module key `./PollWidget`. */
function parseId(id: string): [string, string] {
  const slash = id.indexOf('/');
  if (slash <= 0) throw new Error(`"${id}" is not a remote/module id`);
  return [id.slice(0, slash), `./${id.slice(slash + 1)}`];
}

/**
 * The site's federation runtime: webpack's container interface plus what a page on a weak
 * connection needs. A section's manifest and entry script are each tried again after a growing
 * pause (300 ms, 600 ms); a container is loaded and joined to the shell's share scope once; a failed
 * load is forgotten (and so is a failed read of the remotes), so the section's retry button starts afresh.
 */
export function createContainerLoader({
  remotes,
  retries = 2,
  delayMs = 300,
  wait = sleep,
  fetchJson: readJson = fetchJson,
  loadScript: addScript = loadScript,
  globals = globalThis as unknown as Record<string, unknown>,
  shareScope = webpackShareScope,
}: ContainerLoaderOptions): RemoteLoader {
  let registry: Promise<Map<string, string>> | undefined;
  const containers = new Map<string, Promise<Container>>();

  async function withRetries<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (attempt >= retries) throw error;
        await wait((attempt + 1) * delayMs);
      }
    }
  }

  /** Returns `promise`, calling `forget` if it fails (the caller drops its cached copy). */
  function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }

  async function manifestUrl(name: string): Promise<string> {
    if (!registry) {
      const read = remotes().then((list) => new Map(list.map((remote) => [remote.name, remote.entry])));
      registry = remember(read, () => {
        if (registry === read) registry = undefined;
      });
    }
    const url = (await registry).get(name);
    if (!url) throw new Error(`No remote "${name}" is registered`);
    return url;
  }

  async function loadContainer(name: string): Promise<Container> {
    const url = await manifestUrl(name);
    const manifest = asManifest(await withRetries(() => readJson(url)));
    const entry = remoteEntryUrl(url, manifest);
    if (!entry) throw new Error(`${url} names no remote entry`);
    await withRetries(() => addScript(entry));
    const globalName = manifest.metaData?.globalName;
    const container = globals[typeof globalName === 'string' ? globalName : name];
    if (!isContainer(container)) throw new Error(`${entry} defined no container`);
    await container.init(await shareScope());
    return container;
  }

  function container(name: string): Promise<Container> {
    const known = containers.get(name);
    if (known) return known;
    const loading = loadContainer(name);
    containers.set(name, loading);
    return remember(loading, () => {
      if (containers.get(name) === loading) containers.delete(name);
    });
  }

  return async (id) => {
    const [name, module] = parseId(id);
    try {
      const factory = await (await container(name)).get(module);
      return factory();
    } catch (error) {
      console.warn(`[janmat] section "${name}" could not be loaded`, error);
      throw error;
    }
  };
}
