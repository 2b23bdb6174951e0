import type { RemoteEntry } from '@janmat/shared/contracts';
import type { ShellRemotes } from '../remotesConfig';
import type { ApplyOverrides } from './applyOverrides';

export interface OverrideRequest {
  /** Overrides proposed in the address at boot (`takeOverrideParams`): applied only on the tester's click. */
  requested: Readonly<Record<string, string>>;
  /** Overrides this browser applied, as the server named them in the page (`readAppliedOverrides`). */
  applied: Readonly<Record<string, string>>;
  /** What `remoteOverridePlugin` registers: filled here once the applied overrides are checked. */
  active: Record<string, string>;
  /** Sections never overridden (`remoteOverridePlugin` leaves a page that runs an override before loading one). */
  sealed: string[];
}

const loadApply = async (): Promise<ApplyOverrides> =>
  (await import(/* webpackChunkName: "on-demand-override" */ './applyOverrides')).applyOverrides;

/**
 * The remotes to register. When the address proposes an override or the page names applied ones,
 * the code that checks overrides against the allowed origins and shows the banner is loaded first
 * (a chunk of its own: readers' pages never download it), so the runtime plugin already knows the
 * applied ones when the remotes are registered.
 */
export function overridableRemotes(
  read: () => Promise<ShellRemotes>,
  request: OverrideRequest,
  load: () => Promise<ApplyOverrides> = loadApply,
): () => Promise<RemoteEntry[]> {
  return async () => {
    const shell = await read();
    if (Object.keys(request.requested).length > 0 || Object.keys(request.applied).length > 0) {
      const apply = await load();
      apply(shell, request);
    }
    return shell.remotes;
  };
}
