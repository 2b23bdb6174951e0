import { type FormEchoState, ROUTES } from '@janmat/shared/contracts';
import type { RenderedPage } from '@janmat/shared/server';
import type { ServerBuilds } from '../../composition/serverBuilds';
import { type ServerRenderer, serverRemotes } from '../../composition/serverRender';
import type { AppDeps } from '../../deps';
import type { RouteMatch } from '../matchRoute';
import { PageReads } from '../pageReads';
import { runtimeConfigOf } from '../runtimeConfig';
import type { PageBuilds } from './builds';

/** What rendering a page gave: the page (undefined when the shell is not built or the render failed), its reads, its time. */
export interface RenderOutcome {
  page: RenderedPage | undefined;
  reads: PageReads;
  ms: number;
}

export interface RenderAsk {
  url: string;
  match: RouteMatch | undefined;
  ip: string;
  /** Rendered on the server (false: only the page's data is loaded, for the browser to render). */
  render: boolean;
  forms: FormEchoState & { token: string };
  lite: boolean;
}

/**
 * Stage "render": the page through the shell's server build and its sections' server containers,
 * reading its data in process for the visitor. The owning section's build is judged by its renders
 * (a render that threw, or left a part to the browser, failed).
 */
export async function renderStage(
  deps: Pick<AppDeps, 'config' | 'reads' | 'recordRender'> & Parameters<typeof runtimeConfigOf>[0],
  parts: { renderer: ServerRenderer; builds: ServerBuilds },
  builds: PageBuilds,
  ask: RenderAsk,
): Promise<RenderOutcome> {
  const reads = new PageReads(deps.reads, { ip: ask.ip });
  const started = Date.now();
  const { shell, composed } = builds;
  const page = shell.built
    ? await parts.renderer.render({
        url: ask.url,
        route: ask.match,
        remotes: await serverRemotes(deps.config, composed.sections, parts.builds),
        readApi: reads.read,
        config: runtimeConfigOf(deps),
        render: ask.render,
        form: ask.forms,
        lite: ask.lite,
      })
    : undefined;
  const ms = Date.now() - started;
  if (shell.built && ask.match && ask.render)
    deps.recordRender?.(composed.composition[ROUTES[ask.match.id].owner].release, ms, !page || page.errors.length > 0);
  return { page, reads, ms };
}
