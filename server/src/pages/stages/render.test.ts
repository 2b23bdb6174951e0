import { builtPage, renderedPage, stageConfig } from '../../../test/helpers/pageStages';
import type { ServerBuilds } from '../../composition/serverBuilds';
import type { ServerRenderer } from '../../composition/serverRender';
import { ApiReads } from '../../core/http/apiReads';
import { matchRoute } from '../matchRoute';
import { type RenderAsk, renderStage } from './render';

const ask = (over: Partial<RenderAsk> = {}): RenderAsk => ({
  url: '/videos',
  match: matchRoute('/videos'),
  ip: '192.0.2.7',
  render: true,
  forms: { token: 't' },
  lite: false,
  ...over,
});

function parts(page = renderedPage()) {
  const render = jest.fn(async () => page);
  return { render, parts: { renderer: { render } as unknown as ServerRenderer, builds: {} as ServerBuilds } };
}

describe('stage "render"', () => {
  it('renders through the shell with the visitor’s in-process reads, and counts the owner’s build', async () => {
    const recordRender = jest.fn();
    const { render, parts: p } = parts();
    const deps = { config: stageConfig, reads: new ApiReads(), recordRender };
    const outcome = await renderStage(deps, p, builtPage(), ask({ lite: true }));
    expect(outcome.page?.root).toContain('वीडियो');
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/videos', render: true, lite: true, form: { token: 't' } }),
    );
    // /videos is the media section's: its release in the composition (news 3, media 4, …).
    expect(recordRender).toHaveBeenCalledWith(4, outcome.ms, false);
  });

  it('counts a render that left a part to the browser as failed', async () => {
    const recordRender = jest.fn();
    const { parts: p } = parts(renderedPage({ errors: ['boom'] }));
    await renderStage({ config: stageConfig, reads: new ApiReads(), recordRender }, p, builtPage(), ask());
    expect(recordRender).toHaveBeenCalledWith(4, expect.any(Number), true);
  });

  it('counts nothing when only the data is loaded, and renders nothing before the shell is built', async () => {
    const recordRender = jest.fn();
    const { render, parts: p } = parts();
    const deps = { config: stageConfig, reads: new ApiReads(), recordRender };
    await renderStage(deps, p, builtPage(), ask({ render: false }));
    expect(recordRender).not.toHaveBeenCalled();
    const unbuilt = builtPage({ shell: { assets: undefined, version: 'placeholder', built: false } });
    expect((await renderStage(deps, p, unbuilt, ask())).page).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
