import { OVERRIDE_COOKIE } from '@janmat/shared/composition';
import type { RemoteEntry } from '@janmat/shared/contracts';
import type { ShellRemotes } from '../remotesConfig';
import type { ApplyOverrides } from './applyOverrides';

export interface OverrideRequest {
  /** Overrides asked for in the address at boot (`takeOverrideParams`). */
  requested: Readonly<Record<string, string>>;
  /** What `remoteOverridePlugin` registers: filled here once the overrides are checked. */
  active: Record<string, string>;
  /** The page's cookies (`document.cookie`). */
  cookies: () => string;
}

const loadApply = async (): Promise<ApplyOverrides> =>
  (await import(/* webpackChunkName: "on-demand-override" */ './applyOverrides')).applyOverrides;

/**
 * The remotes to register. When the address asks for an override or the override cookie is set,
 * the code that checks overrides against the allowed origins, keeps them and shows the banner is
 * loaded first (a chunk of its own: readers' pages never download it), so the runtime plugin
 * already knows the accepted ones when the remotes are registered.
 */
export function overridableRemotes(
  read: () => Promise<ShellRemotes>,
  request: OverrideRequest,
  load: () => Promise<ApplyOverrides> = loadApply,
): () => Promise<RemoteEntry[]> {
  return async () => {
    const shell = await read();
    if (Object.keys(request.requested).length > 0 || request.cookies().includes(`${OVERRIDE_COOKIE}=`)) {
      const apply = await load();
      apply(shell, request);
    }
    return shell.remotes;
  };
}
