import {
  COMPOSITION_SCRIPT_ID,
  type PageComposition,
  type RemoteName,
  RUM_TOKEN_ATTR,
  scriptJson,
} from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import { escapeHtml } from '../core/escapeHtml';
import type { RemoteAssets, RemoteAssetsSource } from './remoteAssets';

/** A page's builds, with the files each names. */
export interface ComposedSections {
  composition: PageComposition;
  sections: (readonly [RemoteName, RemoteAssets])[];
  /** Changes with any build or manifest: part of the page cache's key. */
  key: string;
}

/** The files of each build of `composition` (read from disk or fetched, as remoteAssets.ts does). */
export async function composeSections(
  composition: PageComposition,
  remotes: Pick<RemoteAssetsSource, 'get'>,
): Promise<ComposedSections> {
  const sections = await Promise.all(
    REMOTE_NAMES.map(async (name) => [name, await remotes.get(name, composition[name].manifest)] as const),
  );
  const key = sections.map(([name, assets]) => `${composition[name].release}.${assets.version}`).join(',');
  return { composition, sections, key };
}

/** Release ids by section: what a beacon token names. */
export const releaseIds = (composition: PageComposition): Record<RemoteName, number> =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, composition[name].release])) as Record<RemoteName, number>;

/**
 * The page's composition script: the builds the browser must load for this page view and its
 * navigations (pinning), with the page's signed beacon token when there is one.
 */
export function compositionScript(composition: PageComposition, token?: string): string {
  const rum = token ? ` ${RUM_TOKEN_ATTR}="${escapeHtml(token)}"` : '';
  return `<script id="${COMPOSITION_SCRIPT_ID}" type="application/json"${rum}>${scriptJson(composition)}</script>`;
}

/** A page cached longer than half its token's life is made again (its beacons would soon not count). */
export const tokenStale = (madeAt: number | undefined, maxAgeMs: number, now = Date.now()): boolean =>
  madeAt !== undefined && now - madeAt > maxAgeMs / 2;
