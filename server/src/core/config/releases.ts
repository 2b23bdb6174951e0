import type { RemoteName } from '@janmat/shared/contracts';
import { type ReleaseSources, releaseSourcesSetting } from '../releaseOrigins';
import { type ReleaseSettings, releaseSettings } from '../releaseSettings';
import type { Env } from './values';

/** Section releases (docs/releasing.md): who may change them, the guardrails, where builds come from. */
export interface ReleaseConfig {
  /** Section releases: the operator token and the canary guardrails (releaseSettings.ts). */
  releases: ReleaseSettings;
  /** Where a release's manifest and files may be fetched from (RELEASE_MANIFEST_ORIGINS, releaseOrigins.ts). */
  releaseSources: ReleaseSources;
}

/** RELEASE_* and RELEASE_MANIFEST_ORIGINS, whose default and checks come from the site's and the sections' addresses. */
export function releaseConfig(
  env: Env,
  site: { siteUrl: string; remoteUrls: Partial<Record<RemoteName, string>> },
): ReleaseConfig {
  return {
    releases: releaseSettings({
      RELEASE_TOKEN: env.RELEASE_TOKEN,
      RELEASE_CHECK_MS: env.RELEASE_CHECK_MS,
      RELEASE_WINDOW_MS: env.RELEASE_WINDOW_MS,
      RELEASE_MIN_VIEWS: env.RELEASE_MIN_VIEWS,
      RELEASE_MIN_NETWORKS: env.RELEASE_MIN_NETWORKS,
      RELEASE_MAX_ERROR_RATE_INCREASE: env.RELEASE_MAX_ERROR_RATE_INCREASE,
      RELEASE_MAX_SLOWDOWN: env.RELEASE_MAX_SLOWDOWN,
      RELEASE_PROMOTE_AFTER_MS: env.RELEASE_PROMOTE_AFTER_MS,
      RELEASE_BEACON_MAX_AGE_MS: env.RELEASE_BEACON_MAX_AGE_MS,
    }),
    releaseSources: releaseSourcesSetting(env.RELEASE_MANIFEST_ORIGINS, {
      siteUrl: site.siteUrl,
      remoteUrls: site.remoteUrls,
      httpsOnly: env.NODE_ENV === 'production',
    }),
  };
}
