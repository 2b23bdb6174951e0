import {
  buildPath,
  type DataClass,
  dataClassOf,
  ROUTES,
  type RouteId,
  type ScriptsWhen,
  scriptsWhen,
} from '@janmat/shared/contracts';
import type { RenderedPage } from '@janmat/shared/server';
import { stricterClass } from '@janmat/shared/server';
import { canonicalPath } from '../canonicalPath';
import type { RouteMatch } from '../matchRoute';
import { type PageState, pageStateOf } from '../pageState';

/** What is known when the policy is decided. */
export interface PolicyInput {
  path: string;
  match: RouteMatch | undefined;
  page: RenderedPage | undefined;
  /** The stricter data class of the answers the page read. */
  readClass: DataClass;
  /** A tester's browser takes a section from another build (no server view, never kept). */
  overridden: boolean;
  lite: boolean;
  /** The page's HTML carries a form's one-time token or answers a form's post. */
  ownForms: boolean;
  /** A tester's link proposes a section from another build (`?remote.<name>=`): scripts at once. */
  proposes: boolean;
}

/** What the page may be: found or not, its one address, who may see it, when its scripts load. */
export interface PagePolicy {
  found: boolean;
  /** The subject's own address when it is not the one asked (a 301 to it). */
  movedTo: string | undefined;
  /** The page's own address (for its canonical link), when found. */
  own: string | undefined;
  dataClass: DataClass;
  personal: boolean;
  /** Other addresses and missing subjects are kept briefly, apart from pages (anyone can make them up). */
  keepShort: boolean;
  rendered: boolean;
  scripts: ScriptsWhen;
  /** The results the page was rendered with, sent beside it (the page does not carry them). */
  external: PageState | undefined;
}

/** When the page's scripts load: a part left to the browser or a tester's proposal at once; else the subject's or route's choice. */
function scriptsFor(input: PolicyInput, found: boolean): ScriptsWhen {
  const { page, match } = input;
  if (page && page.errors.length > 0) return 'load';
  if (input.proposes) return 'load';
  if (page?.load.found && page.load.scripts) return page.load.scripts;
  const routeId: RouteId | undefined = match && found ? match.id : undefined;
  return routeId ? scriptsWhen(routeId) : 'intent';
}

/**
 * Stage "policy": decides from the render what the answer is. One address per page: the subject's
 * own (load.path), else the route's pattern filled with the params as given. What the page may be,
 * cached or serialized follows its data class: the route's mark, or the stricter class of any answer
 * it read. A page that is only read until its reader reaches for it does not carry the results it
 * was rendered with: they come with its scripts (a page anyone may be sent, kept with it).
 */
export function pagePolicy(input: PolicyInput): PagePolicy {
  const { path, match, page, overridden } = input;
  const found = Boolean(match && (page ? page.load.found : true));
  const own =
    match && found ? (page?.load.found && page.load.path) || buildPath(ROUTES[match.id].path, match.params) : undefined;
  const dataClass = stricterClass(match ? dataClassOf(match.id) : 'public', input.readClass);
  const keepShort = !overridden && dataClass === 'public' && !(page && page.errors.length > 0);
  const ownPath = own && (canonicalPath(own) ?? own);
  const personal = dataClass !== 'public';
  const rendered = Boolean(page && page.root !== '');
  const scripts = scriptsFor(input, found);
  const external =
    found && rendered && scripts === 'intent' && !personal && !input.ownForms && !overridden && !input.lite
      ? pageStateOf(page!.state)
      : undefined;
  return {
    found,
    movedTo: ownPath && ownPath !== path ? ownPath : undefined,
    own,
    dataClass,
    personal,
    keepShort,
    rendered,
    scripts,
    external,
  };
}
