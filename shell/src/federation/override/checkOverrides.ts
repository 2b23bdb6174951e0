import { overridableRemote } from '@janmat/shared';
import { allowedOverrideOrigin } from '@janmat/shared/composition';
import type { ShellRemotes } from '../remotesConfig';

/** Why an override was not used. */
type RefusalReason = 'off' | 'origin' | 'unknown' | 'staff';

export interface Refusal {
  remote: string;
  url: string;
  reason: RefusalReason;
}

export interface CheckedOverrides {
  /** Remote name → absolute manifest URL, for the runtime plugin and the cookie. */
  accepted: Record<string, string>;
  refused: Refusal[];
}

/**
 * Which of the overrides a tester wants may be used: a section `/remotes.json` lists that owns no
 * staff page, a manifest on an origin the operator allowed (REMOTE_OVERRIDE_ORIGINS), and a page
 * that is not a staff page (`staffPage`). Nothing is accepted when no origin is.
 */
export function checkOverrides(
  wanted: Readonly<Record<string, string>>,
  shell: ShellRemotes,
  pageUrl: string,
  staffPage = false,
): CheckedOverrides {
  const known = new Set(shell.remotes.map((remote) => remote.name));
  const accepted: Record<string, string> = {};
  const refused: Refusal[] = [];
  for (const [remote, url] of Object.entries(wanted)) {
    if (!known.has(remote)) refused.push({ remote, url, reason: 'unknown' });
    else if (staffPage || !overridableRemote(remote)) refused.push({ remote, url, reason: 'staff' });
    else if (shell.overrideOrigins.length === 0) refused.push({ remote, url, reason: 'off' });
    else if (!allowedOverrideOrigin(url, shell.overrideOrigins, pageUrl))
      refused.push({ remote, url, reason: 'origin' });
    else accepted[remote] = new URL(url, pageUrl).href;
  }
  return { accepted, refused };
}
