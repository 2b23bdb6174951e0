import { OVERRIDE_APPLIED_SCRIPT_ID } from '@janmat/shared/composition';
import { type FormEchoState, ROUTES, scriptJson } from '@janmat/shared/contracts';
import type { RenderedPage } from '@janmat/shared/server';
import { compositionScript, releaseIds } from '../../composition/pageComposition';
import { type CachedBody, makeBody } from '../../core/cache';
import { escapeHtml } from '../../core/escapeHtml';
import type { AppDeps } from '../../deps';
import type { Preload } from '../bootLoader';
import { formEchoScript } from '../formPage';
import { renderHeadTags, type SiteHead, siteTitle } from '../headTags';
import type { RouteMatch } from '../matchRoute';
import { stateScript } from '../pageState';
import { runtimeConfigOf } from '../runtimeConfig';
import { composePage, type PageAssets, sectionPreloads } from '../template';
import type { PageBuilds } from './builds';
import type { PagePolicy } from './policy';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The page's runtime configuration script (`janmat-config`). */
export const configScript = (deps: Pick<AppDeps, 'config'>): string =>
  `<script id="janmat-config" type="application/json">${scriptJson(runtimeConfigOf(deps))}</script>`;

export interface AssembleInput {
  path: string;
  match: RouteMatch | undefined;
  page: RenderedPage | undefined;
  policy: PagePolicy;
  lite: boolean;
  /** A tester's applied builds (named in the page for the shell), when any. */
  applied: Readonly<Record<string, string>> | undefined;
  /** The page's forms, echoed into it when it carries one. */
  forms: (FormEchoState & { token: string }) | undefined;
}

/**
 * Whether a rendered head names the page. A render that ran out of time (parts left to the browser)
 * can come without its page's title; the page then carries the site's, which its head replaces once
 * the scripts run.
 */
const hasTitle = (head: string) => /<title[\s>]/i.test(head);

/** The fallback page: the shell's outline with the site's head tags and the page's data. */
function fallbackPage(
  assets: PageAssets | undefined,
  deps: Pick<AppDeps, 'config'>,
  { head, hints, data }: { head: SiteHead; hints?: Preload[]; data: string },
): string {
  return composePage(assets, {
    title: escapeHtml(siteTitle(head)),
    head: renderHeadTags(head, deps.config),
    preloads: hints,
    data,
  });
}

/**
 * Stage "assemble": the page's HTML in the shell's index.html, with the preload links of its
 * section's files, its configuration, composition (with its beacon token), results and form echo;
 * without a server view, the fallback outline. The body names what it shows (its `keys` are set by
 * the send stage) and when it was made (its token's age).
 */
export function assemblePage(
  deps: Pick<AppDeps, 'config' | 'pageToken'>,
  builds: PageBuilds,
  input: AssembleInput,
): CachedBody {
  const { page, policy, match } = input;
  const { shell, composed, section } = builds;
  const hints = policy.found && section && match ? sectionPreloads(section, match.id) : undefined;
  const madeAt = Date.now();
  const token =
    match && deps.pageToken
      ? deps.pageToken(releaseIds(composed.composition), ROUTES[match.id].owner, madeAt)
      : undefined;
  const data = [
    configScript(deps),
    ...(input.applied
      ? [`<script id="${OVERRIDE_APPLIED_SCRIPT_ID}" type="application/json">${scriptJson(input.applied)}</script>`]
      : []),
    ...(shell.built ? [compositionScript(composed.composition, token)] : []),
    ...(page ? [stateScript(page.state, policy.external)] : []),
    ...(input.forms ? [formEchoScript(input.forms)] : []),
  ].join('\n    ');
  const { external } = policy;
  const html =
    page && policy.rendered
      ? composePage(shell.assets, {
          title: hasTitle(page.head) ? undefined : escapeHtml(siteTitle({ notFound: page.status === 404 })),
          head: page.head,
          root: page.root,
          preloads: external ? [...(hints ?? []), { href: external.href, as: 'fetch' }] : hints,
          data,
          scripts: policy.scripts,
          islands: deps.config.islands,
          // A part left to the browser needs the scripts to show: that page goes out full.
          lite: input.lite && page.errors.length === 0,
        })
      : fallbackPage(shell.assets, deps, {
          head:
            policy.found && policy.own
              ? { canonical: (page?.load.found && page.load.canonical) || policy.own, noindex: policy.personal }
              : { canonical: input.path, notFound: true },
          hints,
          data,
        });
  const body = makeBody(html, HTML_TYPE);
  if (token) body.madeAt = madeAt;
  return body;
}
