import { escapeHtml, renderHeadTags } from './headTags';

test('attribute values are HTML-escaped', () => {
  expect(escapeHtml(`"><script>&'`)).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;');
});

test('head tags carry the escaped values, absolute URLs and the data-ssr mark', () => {
  const html = renderHeadTags(
    {
      title: 'खबर "उद्धरण" <b>',
      description: 'विवरण & more',
      keywords: 'क, ख',
      canonical: '/news/national/x',
      image: '/uploads/news/x.svg',
      noindex: true,
    },
    { siteUrl: 'https://janmat.in' },
  );
  expect(html).toContain('<meta property="og:title" content="खबर &quot;उद्धरण&quot; &lt;b&gt; | जनमत" data-ssr>');
  expect(html).toContain('<link rel="canonical" href="https://janmat.in/news/national/x" data-ssr>');
  // The raster drawn beside the seed SVG: share previews show no SVG.
  expect(html).toContain('<meta property="og:image" content="https://janmat.in/uploads/news/x.jpg" data-ssr>');
  expect(html).toContain('<meta name="robots" content="noindex" data-ssr>');
  expect(html.split('\n').every((line) => line.includes('data-ssr'))).toBe(true);
});
