import type { PageComposition, RemoteName } from '@janmat/shared/contracts';
import type { RenderedPage } from '@janmat/shared/server';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { AppDeps } from '../../src/deps';
import type { PageBuilds } from '../../src/pages/stages/builds';
import { FAKE_PAGE_ASSETS } from './fakeWeb';

/** The stages' tests: a page as the shell's server build answers it. */
export const renderedPage = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  load: { found: true },
  head: '<title>वीडियो</title>',
  root: '<div id="root">वीडियो</div>',
  state: { queries: {} },
  errors: [],
  passes: 1,
  ...over,
});

/** Every section live at release `release + index`, from its own folder. */
export function composition(release = 3): PageComposition {
  return Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [
      name,
      { release: release + index, manifest: `/remotes/${name}/mf-manifest.json`, build: `b${index}` },
    ]),
  ) as Record<RemoteName, PageComposition[RemoteName]>;
}

/** A reader's builds with the shell built (its files the fake ones) and no section files. */
export const builtPage = (over: Partial<PageBuilds> = {}): PageBuilds => ({
  shell: { assets: FAKE_PAGE_ASSETS, version: 'v1', built: true },
  running: false,
  newcomer: false,
  composed: { composition: composition(), sections: [], key: 'k' },
  section: undefined,
  ...over,
});

/** The settings the stages read. */
export const stageConfig = {
  siteUrl: 'https://janmat.test',
  editorialEmail: 'editor@janmat.test',
  social: {},
  webRoot: '/nowhere',
  edge: { cacheControl: 'public, max-age=0, s-maxage=600' },
} as unknown as AppDeps['config'];
