import { sql } from 'drizzle-orm';
import { RemoteAssetsSource } from '../composition/remoteAssets';
import { remoteManifest } from '../composition/remotes';
import type { AfterWrite } from '../core/afterWrite';
import { RELEASES_CHANNEL } from '../core/cacheBus';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { PAGES_KEY } from '../core/edgeKeys';
import { DbReleaseRegistry } from './registryStore';

/**
 * The registry, seeded for a section without a release from REMOTE_<NAME>_URL or the server's own
 * copy (with the build its manifest names). On PostgreSQL a change is announced to every process
 * (the cache bus listens: cacheBus.ts); after one made here, every page is removed from the edge
 * (`afterWrite` with PAGES_KEY), and the change is answered once the edge has acknowledged it
 * (`edgeSettled`): an operator who opens the site after a release's answer sees the new build. The
 * read caches keep pages under the builds they were made with, so they need no clearing
 * (core/keyIndex.ts).
 */
export function openReleaseRegistry(
  db: Db,
  config: ServerConfig,
  afterWrite: AfterWrite,
  edgeSettled: () => Promise<void> = async () => undefined,
): Promise<DbReleaseRegistry> {
  const assets = new RemoteAssetsSource(config);
  const manifests = remoteManifest(config);
  return DbReleaseRegistry.open(
    db,
    async (section) => ({ manifest: manifests[section], build: (await assets.get(section)).build }),
    {
      announce: config.databaseUrl
        ? async () => {
            await db.execute(sql`select pg_notify(${RELEASES_CHANNEL}, '')`);
          }
        : undefined,
      // Removed, not marked stale: a page naming the old builds must not be served once more.
      afterChange: async () => {
        await afterWrite({ keys: [PAGES_KEY], hard: true });
        await edgeSettled();
      },
    },
  );
}
