import { builtPage, renderedPage, stageConfig } from '../../../test/helpers/pageStages';
import { matchRoute } from '../matchRoute';
import { type AssembleInput, assemblePage } from './assemble';
import { pagePolicy } from './policy';

function input(over: Partial<AssembleInput> = {}): AssembleInput {
  const match = matchRoute('/videos');
  const page = over.page === undefined && 'page' in over ? undefined : (over.page ?? renderedPage());
  const policy = pagePolicy({
    path: '/videos',
    match,
    page,
    readClass: 'public',
    overridden: false,
    lite: false,
    ownForms: false,
    proposes: false,
  });
  return { path: '/videos', match, page, policy, lite: false, applied: undefined, forms: undefined, ...over };
}

describe('stage "assemble"', () => {
  it('puts the rendered page in the shell with its configuration, composition and beacon token', () => {
    const pageToken = jest.fn(() => 'signed-token');
    const body = assemblePage({ config: stageConfig, pageToken }, builtPage(), input());
    expect(body.text).toContain('<div id="root">वीडियो</div>');
    expect(body.text).toContain('id="janmat-config"');
    expect(body.text).toContain('signed-token');
    expect(pageToken).toHaveBeenCalledWith(expect.objectContaining({ news: 3, media: 4 }), 'media', body.madeAt);
  });

  it('names a tester’s builds and echoes a form only when given', () => {
    const plain = assemblePage({ config: stageConfig }, builtPage(), input());
    expect(plain.text).not.toContain('janmat-override');
    expect(plain.madeAt).toBeUndefined();
    const echoed = assemblePage(
      { config: stageConfig },
      builtPage(),
      input({
        applied: { news: 'https://cdn.test/news/mf-manifest.json' },
        forms: { token: 'form-token' },
      }),
    );
    expect(echoed.text).toContain('https://cdn.test/news/mf-manifest.json');
    expect(echoed.text).toContain('form-token');
  });

  it('without a server view, sends the outline with the page’s canonical link, or a missing page’s', () => {
    const outline = assemblePage({ config: stageConfig }, builtPage(), input({ page: undefined }));
    expect(outline.text).not.toContain('<div id="root">वीडियो');
    expect(outline.text).toContain('https://janmat.test/videos');
    const missing = input({ page: renderedPage({ load: { found: false }, root: '' }) });
    expect(assemblePage({ config: stageConfig }, builtPage(), missing).text).toContain('noindex');
  });

  it('a rendered head without a title (a render out of time) gets the site’s, and a missing page’s its own', () => {
    const untitled = input({ page: renderedPage({ head: '<meta name="description" content="वीडियो">' }) });
    const titles = (html: string) => [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles(assemblePage({ config: stageConfig }, builtPage(), untitled).text)).toEqual(['जनमत']);
    const missing = input({ page: renderedPage({ status: 404, head: '' }) });
    expect(titles(assemblePage({ config: stageConfig }, builtPage(), missing).text)).toEqual(['पेज नहीं मिला | जनमत']);
    // A head with its page's title keeps it alone.
    expect(titles(assemblePage({ config: stageConfig }, builtPage(), input()).text)).toEqual(['वीडियो']);
  });
});
