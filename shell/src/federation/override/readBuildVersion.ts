import { buildVersionOf } from '@janmat/shared/composition';

/** The build an override's `mf-manifest.json` names (`metaData.buildInfo.buildVersion`), if it can be read. */
export async function readBuildVersion(url: string, fetchFn: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchFn(url, { cache: 'no-store' });
  return response.ok ? buildVersionOf(await response.json()) : undefined;
}
