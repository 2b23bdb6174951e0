import { readOverrideCookie } from '@janmat/shared/composition';
import type { ShellRemotes } from '../remotesConfig';
import { checkOverrides } from './checkOverrides';
import { mountOverrideBanner } from './mountOverrideBanner';
import type { OverrideRequest } from './overridableRemotes';
import { writeOverrideCookie } from './overrideCookie';
import { readBuildVersion } from './readBuildVersion';

/** The parts of the page overrides use. */
export interface OverridePage {
  document: Document;
  location: Pick<Location, 'href' | 'protocol' | 'reload'>;
  fetch: typeof fetch;
}

export type ApplyOverrides = (shell: ShellRemotes, request: OverrideRequest, page?: OverridePage) => void;

/**
 * Works out the overrides in force: those kept in the cookie, changed by the ones in the address
 * (an empty value drops a section's); checks them against the origins `/remotes.json` allows;
 * hands the accepted ones to the runtime plugin (`request.active`) and keeps them in the session
 * cookie; shows the banner (each accepted section with its build and a button that clears them,
 * each refused one with the reason).
 */
export const applyOverrides: ApplyOverrides = (shell, request, page = window) => {
  const wanted = readOverrideCookie(request.cookies());
  for (const [remote, url] of Object.entries(request.requested)) {
    if (url) wanted[remote] = url;
    else delete wanted[remote];
  }
  const { accepted, refused } = checkOverrides(wanted, shell, page.location.href);
  for (const remote of Object.keys(request.active)) delete request.active[remote];
  Object.assign(request.active, accepted);
  const secure = page.location.protocol === 'https:';
  writeOverrideCookie(page.document, accepted, secure);
  const overrides = Object.entries(accepted).map(([remote, url]) => ({ remote, url }));
  if (overrides.length === 0 && refused.length === 0) return;
  mountOverrideBanner(
    {
      overrides,
      refused,
      readBuild: (url) => readBuildVersion(url, page.fetch),
      onClear: () => {
        writeOverrideCookie(page.document, {}, secure);
        page.location.reload();
      },
    },
    page.document,
  );
};
