import type { RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES, REMOTE_URL_ENV } from '@janmat/shared/server';
import { asOrigin } from './overrideOrigins';

/** Where the server may fetch a section's build from (the release's manifest and its files). */
export interface ReleaseSources {
  /** The origins (`https://host[:port]`) a manifest and its files may come from. */
  origins: string[];
  /** NODE_ENV=production: every fetch, redirects included, must be https (the server runs that code). */
  httpsOnly: boolean;
}

const EXAMPLE = 'e.g. RELEASE_MANIFEST_ORIGINS=https://static.janmat.in,https://cdn.example.com';

/** What the default and the checks of RELEASE_MANIFEST_ORIGINS are made of. */
interface SiteAddresses {
  /** SITE_URL (or its fallback). */
  siteUrl: string;
  /** The REMOTE_<NAME>_URL settings given. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** NODE_ENV=production. */
  httpsOnly: boolean;
}

/** The origin of an absolute http(s) address; undefined for a site path. */
const originOf = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? new URL(url).origin : undefined);

/** The origins RELEASE_MANIFEST_ORIGINS lists; anything but a bare origin stops the start, naming it. */
function listedOrigins(value: string, httpsOnly: boolean): string[] {
  const origins = new Set<string>();
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const origin = asOrigin(entry);
    if (!origin)
      throw new Error(`RELEASE_MANIFEST_ORIGINS: "${entry}" is not an origin; list origins only, ${EXAMPLE}`);
    if (httpsOnly && origin.startsWith('http:')) {
      throw new Error(
        `RELEASE_MANIFEST_ORIGINS: "${entry}" is http:// with NODE_ENV=production: the server runs the code it ` +
          'fetches from there, and code fetched over http can be changed on the way; list https:// origins only.',
      );
    }
    origins.add(origin);
  }
  return [...origins];
}

/**
 * RELEASE_MANIFEST_ORIGINS: the origins (comma- or space-separated) a release's manifest and files
 * may be fetched from; every other address is refused before any request, so the release API cannot
 * be used to probe the server's network. Unset, the site's own origin (SITE_URL) and those of the
 * REMOTE_<NAME>_URL settings. A list that leaves out a REMOTE_<NAME>_URL origin stops the start: the
 * server could no longer copy that live build's server files.
 */
export function releaseSourcesSetting(value: string | undefined, site: SiteAddresses): ReleaseSources {
  const { httpsOnly } = site;
  const remotes = REMOTE_NAMES.map((name) => [name, originOf(site.remoteUrls[name])] as const);
  if (!value?.trim()) {
    const origins = [originOf(site.siteUrl), ...remotes.map(([, origin]) => origin)];
    return { origins: [...new Set(origins.filter((origin): origin is string => origin !== undefined))], httpsOnly };
  }
  const origins = listedOrigins(value, httpsOnly);
  for (const [name, origin] of remotes) {
    if (origin === undefined || origins.includes(origin)) continue;
    throw new Error(
      `RELEASE_MANIFEST_ORIGINS does not list ${origin}, where ${REMOTE_URL_ENV[name]} takes the live build of ` +
        `${name} from: add it (${EXAMPLE}).`,
    );
  }
  return { origins, httpsOnly };
}
