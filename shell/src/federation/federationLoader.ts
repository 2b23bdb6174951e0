import type { RemoteEntry, RemoteLoader } from '@janmat/shared';

/** The parts of the enhanced federation runtime the shell's loader uses. */
export interface FederationRuntime {
  registerRemotes(remotes: RemoteEntry[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

/**
 * The shell's loader of exposed modules: registers the remotes `/remotes.json` lists with the
 * federation runtime before the first load, then loads through `loadRemote`. When reading the list
 * failed (the chrome boots anyway; each section shows its fallback) the next load reads it again,
 * so a section's retry button recovers without a page reload.
 */
export function createFederationLoader(
  runtime: FederationRuntime,
  readRemotes: () => Promise<RemoteEntry[]>,
): RemoteLoader {
  let registered: Promise<void> | undefined;
  const register = () => {
    if (!registered) {
      const attempt = readRemotes().then((remotes) => runtime.registerRemotes(remotes));
      registered = attempt;
      attempt.catch(() => {
        if (registered === attempt) registered = undefined;
      });
    }
    return registered;
  };
  return async (id) => {
    await register();
    return runtime.loadRemote(id);
  };
}
