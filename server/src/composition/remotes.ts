import { defaultRemoteBase, REMOTE_NAMES, type RemoteManifest } from '@janmat/shared/server';
import type { ServerConfig } from '../core/config';

/** `/remotes.json`: each remote's manifest URL from REMOTE_*_URL, or the copy this server serves. */
export function remoteManifest(config: Pick<ServerConfig, 'remoteUrls'>): RemoteManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `${defaultRemoteBase(name)}mf-manifest.json`]),
  ) as RemoteManifest;
}

/** The origins of absolute manifest URLs (relative ones are the site's own). */
export function originsOf(urls: Iterable<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // a relative or malformed URL needs no CSP entry
    }
  }
  return [...origins];
}
