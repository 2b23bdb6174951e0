import { ROUTES } from '@janmat/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canaryRunning, cohortCookie, cohortOf, randomCohort } from '../../composition/cohort';
import { type ComposedSections, composeSections } from '../../composition/pageComposition';
import type { RemoteAssets, RemoteAssetsSource } from '../../composition/remoteAssets';
import { secureCookies } from '../../core/http/cookies';
import type { AppDeps } from '../../deps';
import type { RouteMatch } from '../matchRoute';
import type { ShellAssets, ShellBuildView } from '../template';

/** Which builds make a reader's page. */
export interface PageBuilds {
  /** The shell's build the page is composed in. */
  shell: ShellBuildView;
  /** Whether some section has a canary now (pages then vary on the reader's bucket). */
  running: boolean;
  /** A reader new while a canary runs: given a bucket by this answer, which is theirs alone. */
  newcomer: boolean;
  /** Every section's build for this reader, with its files. */
  composed: ComposedSections;
  /** The files of the section that owns the page (when the shell is built and the route known). */
  section: RemoteAssets | undefined;
}

/**
 * Stage "builds": the reader's builds. While a canary runs, a newcomer is first given a bucket (a
 * cookie on `reply`); every section's files are composed, since a page shows its own section and
 * other sections' widgets.
 */
export async function pageBuilds(
  deps: Pick<AppDeps, 'releases' | 'config'>,
  sources: { shell: ShellAssets; remotes: RemoteAssetsSource },
  request: FastifyRequest,
  reply: FastifyReply,
  match: RouteMatch | undefined,
): Promise<PageBuilds> {
  const shell = sources.shell.get();
  const running = canaryRunning(deps.releases.sections());
  let cohort = cohortOf(request);
  const newcomer = running && cohort === undefined;
  if (newcomer) {
    cohort = randomCohort();
    reply.header('set-cookie', cohortCookie(cohort, secureCookies(deps.config.siteUrl)));
  }
  const composed = await composeSections(deps.releases.composition(cohort), sources.remotes);
  const owner = match && ROUTES[match.id].owner;
  const section = owner && shell.built ? composed.sections.find(([name]) => name === owner)?.[1] : undefined;
  return { shell, running, newcomer, composed, section };
}
