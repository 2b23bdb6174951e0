import type { RenderedPage } from '@janmat/shared/server';
import { matchRoute } from '../matchRoute';
import { type PolicyInput, pagePolicy } from './policy';

const rendered = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  load: { found: true },
  head: '<title>t</title>',
  root: '<div id="root">x</div>',
  state: { queries: {} },
  errors: [],
  passes: 1,
  ...over,
});

const input = (path: string, over: Partial<PolicyInput> = {}): PolicyInput => ({
  path,
  match: matchRoute(path),
  page: rendered(),
  readClass: 'public',
  overridden: false,
  lite: false,
  ownForms: false,
  proposes: false,
  ...over,
});

describe('stage "policy"', () => {
  it('a public page found at its own address waits for its reader and sends its results beside it', () => {
    const policy = pagePolicy(input('/videos'));
    expect(policy).toMatchObject({ found: true, movedTo: undefined, own: '/videos', personal: false, keepShort: true });
    expect(policy.scripts).toBe('intent');
    expect(policy.external?.href).toMatch(/^\/api\/page-state\//);
  });

  it('moves a subject found under another address to its own', () => {
    const page = rendered({ load: { found: true, path: '/videos' } });
    expect(pagePolicy(input('/videos', { page })).movedTo).toBeUndefined();
    const elsewhere = rendered({ load: { found: true, path: '/news/state/2/Bihar' } });
    expect(pagePolicy(input('/videos', { page: elsewhere })).movedTo).toBe('/news/state/2/Bihar');
  });

  it('a missing subject or an unknown path is not found, with no own address', () => {
    expect(pagePolicy(input('/videos', { page: rendered({ load: { found: false } }) }))).toMatchObject({
      found: false,
      own: undefined,
    });
    expect(pagePolicy(input('/no-such-page'))).toMatchObject({ found: false, own: undefined });
  });

  it('a page that read a personal answer is personal, never kept briefly, and carries its results', () => {
    const policy = pagePolicy(input('/videos', { readClass: 'personal' }));
    expect(policy).toMatchObject({ dataClass: 'personal', personal: true, keepShort: false, external: undefined });
    expect(pagePolicy(input('/mypolls')).personal).toBe(true);
  });

  it('loads the scripts at once for a part left to the browser or a tester’s proposal; a subject may choose', () => {
    expect(pagePolicy(input('/videos', { page: rendered({ errors: ['boom'] }) }))).toMatchObject({
      scripts: 'load',
      keepShort: false,
      external: undefined,
    });
    expect(pagePolicy(input('/videos', { proposes: true })).scripts).toBe('load');
    const live = rendered({ load: { found: true, scripts: 'shown' } });
    expect(pagePolicy(input('/videos', { page: live })).scripts).toBe('shown');
  });

  it('a lite page, a page with a form and a tester’s page carry their own results', () => {
    for (const over of [{ lite: true }, { ownForms: true }, { overridden: true }])
      expect(pagePolicy(input('/videos', over)).external).toBeUndefined();
    expect(pagePolicy(input('/videos', { overridden: true })).keepShort).toBe(false);
  });

  it('without a render (the shell not built) a known route is found, and nothing is rendered', () => {
    expect(pagePolicy(input('/videos', { page: undefined }))).toMatchObject({ found: true, rendered: false });
  });
});
