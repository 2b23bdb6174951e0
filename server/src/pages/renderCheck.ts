import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageComposition } from '@janmat/shared/contracts';
import type { ServerRemote } from '@janmat/shared/server';
import type { FastifyBaseLogger } from 'fastify';
import { shellDist } from '../composition/buildFolders';
import { composeSections } from '../composition/pageComposition';
import { RemoteAssetsSource } from '../composition/remoteAssets';
import type { RenderCheck, RenderSession } from '../composition/renderCheckContract';
import { ServerBuilds } from '../composition/serverBuilds';
import { serverRemotes } from '../composition/serverRender';
import type { AppDeps } from '../deps';
import { matchRoute } from './matchRoute';
import { PageReads } from './pageReads';
import { RenderCheckProcess } from './renderCheckProcess';
import { renderCheckWorkerFile } from './renderCheckWorkerFile';
import { runtimeConfigOf } from './runtimeConfig';

export interface RenderCheckOptions {
  /** How long one check's process may run, all its pages together; then it is killed. Default 30 s. */
  limitMs?: number;
  /** Longest one page's render; its parts still loading then are left to the browser. Default 10 s. */
  pageDeadlineMs?: number;
  /** The process's entry (default: the one the server's build emitted). */
  workerFile?: () => Promise<string>;
}

/**
 * Whom the check's pages are read for: an address no reader has (TEST-NET-1), so every read is what
 * any reader could GET, a personal one included (nobody's votes).
 */
const NOBODY = { ip: '192.0.2.1' };

/** The folders a section's server container is read from (it finds its chunks beside its entry). */
const localFolders = (remotes: readonly ServerRemote[]) =>
  remotes.filter((remote) => remote.entry.startsWith('file:')).map((remote) => dirname(fileURLToPath(remote.entry)));

/**
 * Renders the pages of one composition as a reader's page would be (pre-flight of a build before any
 * reader sees it): each page's status and the errors of every part that failed. The candidate's code
 * never runs in the server: the pages are rendered in a process of their own (renderCheckProcess.ts),
 * which reads only the shell's server build and the builds' server files (those of a build deployed
 * elsewhere are copied here first, by this server) and asks the server for its pages' data.
 */
export function createRenderCheck(
  deps: Pick<AppDeps, 'config' | 'reads'>,
  log: FastifyBaseLogger,
  { limitMs = 30_000, pageDeadlineMs = 10_000, workerFile = renderCheckWorkerFile }: RenderCheckOptions = {},
): RenderCheck {
  const assets = new RemoteAssetsSource(deps.config);
  const builds = new ServerBuilds(join(deps.config.dataDir, 'server-builds'), deps.config.releaseSources, { log });
  const shellServer = join(shellDist(deps.config), 'server');

  async function open(composition: PageComposition): Promise<RenderCheckProcess> {
    const composed = await composeSections(composition, assets);
    const remotes = await serverRemotes(deps.config, composed.sections, builds);
    const reads = new PageReads(deps.reads, NOBODY);
    return RenderCheckProcess.open({
      worker: await workerFile(),
      reads: [shellServer, ...localFolders(remotes)],
      start: {
        shell: join(shellServer, 'main.js'),
        remotes,
        config: runtimeConfigOf(deps),
        deadlineMs: pageDeadlineMs,
      },
      read: reads.read,
      limitMs,
      log: (line) => log.info({ line }, 'pre-flight render process'),
    });
  }

  return (composition): RenderSession => {
    const opened = open(composition);
    // Its failure is each render's answer; it is not left unhandled meanwhile.
    opened.catch(() => undefined);
    return {
      async render(url) {
        const match = matchRoute(url.split('?')[0] ?? '/');
        return (await opened).render(url, match ?? undefined);
      },
      async close() {
        await (await opened.catch(() => undefined))?.close();
      },
    };
  };
}
