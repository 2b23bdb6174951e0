import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildVersionOf, type PartVersions, type RemotesDocument } from '@janmat/shared/composition';
import { COHORT_HEADER } from '@janmat/shared/contracts';
import { REMOTE_NAMES, type RemoteManifest } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import { shellDist } from '../composition/buildFolders';
import { cohortOf } from '../composition/cohort';
import type { ReleaseView } from '../composition/registry';
import { RemoteAssetsSource } from '../composition/remoteAssets';
import { remoteManifest } from '../composition/remotes';
import { type CachedBody, makeBody } from '../core/cache';
import type { ServerConfig } from '../core/config';
import { JSON_TYPE } from '../core/http/cachedJson';
import { sendBody } from '../core/http/sendBody';

type DocumentConfig = Pick<ServerConfig, 'remoteUrls' | 'webRoot' | 'remoteOverrideOrigins'>;

/** The shell's build version, from the `mf-manifest.json` its build writes; re-read when the file changes. */
export class ShellBuild {
  private known: { stamp: string; build: string | null } | undefined;

  constructor(private readonly distDir: string) {}

  async get(): Promise<string | null> {
    const file = join(this.distDir, 'mf-manifest.json');
    try {
      const info = await stat(file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (this.known?.stamp !== stamp) {
        this.known = { stamp, build: buildVersionOf(JSON.parse(await readFile(file, 'utf8'))) ?? null };
      }
      return this.known.build;
    } catch {
      return null;
    }
  }
}

/**
 * `/remotes.json` in full: each section's manifest URL (what the shell registers), the build of the
 * shell and of each section those manifests name (read as the page preloads are: from disk for the
 * copies served here, fetched and kept 30 s for a section elsewhere), and the override origins.
 */
export async function remotesDocument(
  config: DocumentConfig,
  sections: Pick<RemoteAssetsSource, 'get'>,
  shell: Pick<ShellBuild, 'get'>,
  manifests: RemoteManifest = remoteManifest(config),
): Promise<RemotesDocument> {
  const [shellVersion, ...sectionVersions] = await Promise.all([
    shell.get(),
    ...REMOTE_NAMES.map(async (name) => (await sections.get(name, manifests[name])).build),
  ]);
  const versions = { shell: shellVersion ?? null } as PartVersions;
  REMOTE_NAMES.forEach((name, index) => {
    versions[name] = sectionVersions[index] ?? null;
  });
  return { ...manifests, versions, overrideOrigins: config.remoteOverrideOrigins };
}

/**
 * Serves `/remotes.json` for the asking reader's bucket (the registry's live builds, or a canary's):
 * no-cache, with an ETag that changes when a build or a setting does.
 */
export function remotesJsonRoute(
  app: FastifyInstance,
  config: DocumentConfig & Pick<ServerConfig, 'releaseSources'>,
  releases: Pick<ReleaseView, 'composition'>,
): void {
  const sections = new RemoteAssetsSource(config);
  const shell = new ShellBuild(shellDist(config));
  let last: CachedBody | undefined;
  app.get('/remotes.json', async (request, reply) => {
    const composition = releases.composition(cohortOf(request));
    const manifests = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, composition[name].manifest]),
    ) as RemoteManifest;
    reply.header('vary', `${COHORT_HEADER}, cookie`);
    const text = JSON.stringify(await remotesDocument(config, sections, shell, manifests));
    if (last?.text !== text) last = makeBody(text, JSON_TYPE);
    return sendBody(request, reply, last);
  });
}
