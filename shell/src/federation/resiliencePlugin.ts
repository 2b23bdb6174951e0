import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export interface ResilienceOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Wait before attempt n is n × this many milliseconds. */
  delayMs?: number;
  fetchFn?: (url: string, init?: RequestInit) => Promise<Response>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Federation runtime plugin of the shell: retries a remote's manifest and entry script a few times
 * with a growing pause (a flaky network should not cost a section), and logs what finally failed.
 * Returning nothing from `errorLoadRemote` lets the error reach the section's error boundary, which
 * shows the fallback and its retry button.
 */
export function resiliencePlugin({
  retries = 2,
  delayMs = 300,
  fetchFn = (url, init) => fetch(url, init),
  wait = sleep,
}: ResilienceOptions = {}): ModuleFederationRuntimePlugin {
  async function attempt<T>(run: () => Promise<T | undefined>): Promise<T | undefined> {
    for (let n = 1; n <= retries; n += 1) {
      await wait(n * delayMs);
      try {
        const result = await run();
        if (result) return result;
      } catch {
        // try again, or give up below
      }
    }
    return undefined;
  }

  return {
    name: 'janmat-resilience',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const entry = attempt(() => {
        // The failed load is still registered (this hook runs inside it): clear it, or the retry
        // would wait on the very load that is waiting for this hook.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo });
      }).then((exports) => exports || undefined);
      // The declared result nests a second promise; the runtime awaits the entry either way.
      return entry as unknown as ReturnType<EntryErrorHook>;
    },
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'afterResolve' && /\.json(\?|$)/.test(id)) {
        const manifest = await attempt(async () => {
          const response = await fetchFn(id, { cache: 'no-cache' });
          return response.ok ? ((await response.json()) as unknown) : undefined;
        });
        if (manifest) return manifest;
        return undefined; // the runtime reports the failed load once more, below
      }
      console.warn(`[janmat] section "${remote?.name ?? id}" could not be loaded`, error);
      return undefined;
    },
  };
}
