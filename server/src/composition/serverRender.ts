import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@janmat/shared/contracts';
import type { RenderedPage, RenderRequest, ServerRemote } from '@janmat/shared/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../core/config';
import { remoteDist, shellDist } from './buildFolders';
import type { RemoteAssets } from './remoteAssets';
import type { ServerBuilds } from './serverBuilds';

/** What the shell's server build (`shell/dist/server/main.js`) offers: the render contract of `@janmat/shared/server`. */
interface ShellServer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

/**
 * The server container of a section, from what its browser manifest says (`ssrEntry`): the copy this
 * server serves is loaded from disk (`file:`), one deployed elsewhere from the copy of its files
 * serverBuilds.ts made, never from its URL (the server would run code fetched past its checks);
 * without a copy, none. The build's version is in the query, so a redeployed section is loaded afresh.
 */
function serverRemote(
  config: Pick<ServerConfig, 'webRoot'>,
  name: RemoteName,
  assets: RemoteAssets,
  copy?: string,
): ServerRemote | undefined {
  if (!assets.ssrEntry) return undefined;
  const local = `/remotes/${name}/`;
  const entry = assets.ssrEntry.startsWith(local)
    ? pathToFileURL(join(remoteDist(config, name), assets.ssrEntry.slice(local.length))).href
    : copy;
  if (!entry) return undefined;
  return {
    name,
    entry: `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(assets.version)}`,
    entryGlobalName: `janmat_${name}`,
  };
}

/**
 * The server containers of a page's builds: a build deployed elsewhere runs from its copy on this
 * server's disk (serverBuilds.ts); one that could not be copied is rendered in the browser.
 */
export async function serverRemotes(
  config: Pick<ServerConfig, 'webRoot'>,
  sections: readonly (readonly [RemoteName, RemoteAssets])[],
  builds: Pick<ServerBuilds, 'entry'>,
): Promise<ServerRemote[]> {
  const remotes = await Promise.all(
    sections.map(async ([name, assets]) => {
      const elsewhere = assets.ssrEntry && /^https?:\/\//i.test(assets.ssrEntry) ? assets.ssrEntry : undefined;
      return serverRemote(config, name, assets, elsewhere && (await builds.entry(elsewhere, assets.version)));
    }),
  );
  return remotes.filter((remote): remote is ServerRemote => remote !== undefined);
}

/**
 * Renders pages on the server through the shell's server build and the sections' server containers.
 * Answers undefined when the shell's server build is missing or the render fails: the page then goes
 * out rendered in the browser. The page's data is read in process (`readApi`), never over HTTP.
 */
export class ServerRenderer {
  private shell: ShellServer | null | undefined;

  constructor(
    private readonly config: ServerConfig,
    private readonly log: FastifyBaseLogger,
    private readonly deadlineMs = 2000,
  ) {}

  private load(): ShellServer | null {
    if (this.shell !== undefined) return this.shell;
    const file = join(shellDist(this.config), 'server', 'main.js');
    this.shell = existsSync(file) ? (createRequire(__filename)(file) as ShellServer) : null;
    if (!this.shell) this.log.warn({ file }, 'no server build of the shell: pages are rendered in the browser');
    return this.shell;
  }

  /** The page at `request.url`: rendered, or only its data loaded when `request.render` is false. */
  async render(request: Omit<RenderRequest, 'deadlineMs'>): Promise<RenderedPage | undefined> {
    const shell = this.load();
    if (!shell) return undefined;
    try {
      const result = await shell.renderPage({ ...request, deadlineMs: this.deadlineMs });
      if (result.errors.length > 0)
        this.log.warn({ url: request.url, errors: result.errors }, 'parts of the page left to the browser');
      return result;
    } catch (error) {
      this.log.error({ err: error, url: request.url }, 'server render failed: the page is rendered in the browser');
      return undefined;
    }
  }
}
