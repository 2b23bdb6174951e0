import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@janmat/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../core/config';
import type { RemoteAssets } from './remoteAssets';
import { remoteDist, shellDist } from './static';

/** A section's server container, as the shell's server code registers it. */
export interface ServerRemote {
  name: string;
  entry: string;
  /** What its CommonJS entry exports the container as (`janmat_<name>`, as in the browser). */
  entryGlobalName: string;
}

/** What the shell's server build (`shell/dist/server/main.js`) answers for a page. */
export interface ServerRenderResult {
  head: string;
  root: string;
  state: unknown;
  errors: string[];
}

interface ShellServer {
  renderPage(request: {
    url: string;
    remotes: ServerRemote[];
    fetchFn: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
    config: unknown;
    deadlineMs: number;
    personal: boolean;
  }): Promise<ServerRenderResult>;
}

/**
 * The server container of a section, from what its browser manifest says (`ssrEntry`): the copy this
 * server serves is loaded from disk (`file:`), one deployed elsewhere from its URL. The build's
 * version is in the query, so a redeployed section is loaded afresh.
 */
export function serverRemote(
  config: Pick<ServerConfig, 'webRoot'>,
  name: RemoteName,
  assets: RemoteAssets,
): ServerRemote | undefined {
  if (!assets.ssrEntry) return undefined;
  const local = `/remotes/${name}/`;
  const entry = assets.ssrEntry.startsWith(local)
    ? pathToFileURL(join(remoteDist(config, name), assets.ssrEntry.slice(local.length))).href
    : assets.ssrEntry;
  return {
    name,
    entry: `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(assets.version)}`,
    entryGlobalName: `janmat_${name}`,
  };
}

/**
 * Renders pages on the server through the shell's server build and the sections' server containers.
 * Answers undefined when the shell's server build is missing or the render fails: the page then goes
 * out as today, rendered in the browser. API calls made while rendering are answered in process
 * (`app.inject`), never over the network.
 */
export class ServerRenderer {
  private shell: ShellServer | null | undefined;

  constructor(
    private readonly app: FastifyInstance,
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

  /** Answers the page's API calls in process, as the visitor asked them (their address included). */
  private fetchFor(visitorIp: string) {
    return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const res = await this.app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        remoteAddress: visitorIp,
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async render(
    url: string,
    remotes: ServerRemote[],
    runtimeConfig: unknown,
    visitor: { ip: string; personal: boolean },
  ): Promise<ServerRenderResult | undefined> {
    const shell = this.load();
    if (!shell) return undefined;
    try {
      const result = await shell.renderPage({
        url,
        remotes,
        fetchFn: this.fetchFor(visitor.ip),
        config: runtimeConfig,
        deadlineMs: this.deadlineMs,
        personal: visitor.personal,
      });
      if (result.errors.length > 0)
        this.log.warn({ url, errors: result.errors }, 'parts of the page left to the browser');
      return result;
    } catch (error) {
      this.log.error({ err: error, url }, 'server render failed: the page is rendered in the browser');
      return undefined;
    }
  }
}
