import { isStaffPath, overridableRemote } from '@janmat/shared';
import type { ShellRemotes } from '../remotesConfig';
import { checkOverrides } from './checkOverrides';
import { mountOverrideBanner } from './mountOverrideBanner';
import type { OverrideRequest } from './overridableRemotes';
import { sendOverrides } from './overrideApi';
import { readBuildVersion } from './readBuildVersion';

/** The parts of the page overrides use. */
export interface OverridePage {
  document: Document;
  location: Pick<Location, 'href' | 'pathname' | 'reload'>;
  fetch: typeof fetch;
}

export type ApplyOverrides = (shell: ShellRemotes, request: OverrideRequest, page?: OverridePage) => void;

const listOf = (overrides: Record<string, string>) =>
  Object.entries(overrides).map(([remote, url]) => ({ remote, url }));

/**
 * Works out what the banner shows. The overrides the server says this browser applied (its HttpOnly
 * cookie) are checked against the origins `/remotes.json` allows and handed to the runtime plugin
 * (`request.active`). The ones the address asks for are only proposed: the banner says what would
 * load and from where, nothing of it is fetched, and only the tester's click asks the server to
 * apply them (then the page reloads with them). On a staff page, and for the newsroom, every
 * override is refused.
 */
export const applyOverrides: ApplyOverrides = (shell, request, page = window) => {
  const staffPage = isStaffPath(page.location.pathname);
  const applied = checkOverrides(request.applied, shell, page.location.href, staffPage).accepted;
  for (const remote of Object.keys(request.active)) delete request.active[remote];
  Object.assign(request.active, applied);
  request.sealed.splice(
    0,
    request.sealed.length,
    ...shell.remotes.map(({ name }) => name).filter((name) => !overridableRemote(name)),
  );
  const asked = Object.fromEntries(
    Object.entries(request.requested).filter(([remote, url]) => url !== '' && applied[remote] !== url),
  );
  const { accepted: proposed, refused } = checkOverrides(asked, shell, page.location.href, staffPage);
  if (Object.keys(applied).length === 0 && Object.keys(proposed).length === 0 && refused.length === 0) return;
  mountOverrideBanner(
    {
      overrides: listOf(applied),
      proposed: listOf(proposed),
      refused,
      readBuild: (url) => readBuildVersion(url, page.fetch),
      onApply: async () => {
        await sendOverrides(page.fetch, proposed);
        page.location.reload();
      },
      onClear: async () => {
        await sendOverrides(page.fetch);
        page.location.reload();
      },
    },
    page.document,
  );
};
