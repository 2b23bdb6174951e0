import { defaultRemoteBase, REMOTE_NAMES, type RemoteManifest } from '@janmat/shared/server';
import type { ServerConfig } from '../core/config';

/** `/remotes.json`: each remote's manifest URL from REMOTE_*_URL, or the copy this server serves. */
export function remoteManifest(config: Pick<ServerConfig, 'remoteUrls'>): RemoteManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `${defaultRemoteBase(name)}mf-manifest.json`]),
  ) as RemoteManifest;
}

/**
 * Origins the CSP admits for section code in every answer: the remotes that live elsewhere
 * (absolute REMOTE_*_URL values). A tester's override origin is added per browser (security.ts).
 */
export function remoteOrigins(config: Pick<ServerConfig, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // a relative or malformed URL needs no CSP entry
    }
  }
  return [...origins];
}
