import { join } from 'node:path';
import type { PageComposition } from '@janmat/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../core/deps';
import { composeSections } from '../releases/pageComposition';
import type { RenderCheck } from '../releases/preflight';
import { matchRoute } from './matchRoute';
import { PageReads } from './pageReads';
import { RemoteAssetsSource } from './remoteAssets';
import { runtimeConfigOf } from './runtimeConfig';
import { ServerBuilds } from './serverBuilds';
import { ServerRenderer, serverRemotes } from './serverRender';

/**
 * Renders one page with a given composition, as a reader's page would be (pre-flight of a build
 * before any reader sees it): its status, and the errors of every part that failed. Its renders
 * are not cached, and a slow section gets 10 s.
 */
export function createRenderCheck(deps: AppDeps, log: FastifyBaseLogger): RenderCheck {
  const remotes = new RemoteAssetsSource(deps.config);
  const renderer = new ServerRenderer(deps.config, log, 10_000);
  const builds = new ServerBuilds(join(deps.config.dataDir, 'server-builds'));
  return async (url: string, composition: PageComposition) => {
    const composed = await composeSections(composition, remotes);
    const match = matchRoute(url.split('?')[0] ?? '/');
    const reads = new PageReads(deps.reads, { ip: '127.0.0.1' });
    const page = await renderer.render({
      url,
      route: match ?? undefined,
      remotes: await serverRemotes(deps.config, composed.sections, builds),
      readApi: reads.read,
      config: runtimeConfigOf(deps),
      render: true,
    });
    return page ? { status: page.status, errors: page.errors } : { status: 500, errors: ['the render threw'] };
  };
}
