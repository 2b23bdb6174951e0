import { renderHeadTags, siteTitle } from './headTags';
import { DEFAULT_DESCRIPTION } from './pageTexts';

const SITE = { siteUrl: 'https://janmat.in' };

test("a page's fallback head is the site's: its texts and share image, the page's canonical address", () => {
  const html = renderHeadTags({ canonical: '/news/national/x' }, SITE);
  expect(siteTitle({})).toBe('जनमत');
  expect(html).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}" data-ssr>`);
  expect(html).toContain('<link rel="canonical" href="https://janmat.in/news/national/x" data-ssr>');
  expect(html).toContain('<meta property="og:title" content="जनमत" data-ssr>');
  expect(html).toContain('<meta property="og:url" content="https://janmat.in/news/national/x" data-ssr>');
  expect(html).toContain('<meta property="og:type" content="website" data-ssr>');
  // The PNG drawn beside the site's SVG: share previews show no SVG.
  expect(html).toContain('<meta property="og:image" content="https://janmat.in/uploads/site/janmat-og.png" data-ssr>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-ssr>');
  // Previews lay the card out before the picture arrives, and describe it to those who cannot see it.
  expect(html).toContain('<meta property="og:image:width" content="1200" data-ssr>');
  expect(html).toContain('<meta property="og:image:height" content="630" data-ssr>');
  expect(html).toContain('<meta property="og:image:alt" content="जनमत — राजनीति की हर खबर" data-ssr>');
  expect(html).toContain('<meta name="twitter:image:alt" content="जनमत — राजनीति की हर खबर" data-ssr>');
  // Browsers may offer the site's search (discovery.ts serves the description).
  expect(html).toContain(
    '<link rel="search" type="application/opensearchdescription+xml" title="जनमत" href="/opensearch.xml" data-ssr>',
  );
  expect(html).not.toContain('robots');
  expect(html).not.toContain('keywords');
  // Every tag is marked, so the page's own head (PageMeta) can take each one's place.
  expect(html.split('\n').every((line) => line.includes('data-ssr'))).toBe(true);
});

test('a missing page is titled so and kept out of search results; so is a visitor’s own page', () => {
  const html = renderHeadTags({ canonical: '/"><b>', notFound: true }, SITE);
  expect(siteTitle({ notFound: true })).toBe('पेज नहीं मिला | जनमत');
  expect(html).toContain('<meta property="og:title" content="पेज नहीं मिला | जनमत" data-ssr>');
  expect(html).toContain('<meta name="description" content="यह पेज मौजूद नहीं है।" data-ssr>');
  expect(html).toContain('<link rel="canonical" href="https://janmat.in/&quot;&gt;&lt;b&gt;" data-ssr>');
  expect(html).toContain('<meta name="robots" content="noindex" data-ssr>');
  expect(renderHeadTags({ canonical: '/mypolls', noindex: true }, SITE)).toContain(
    '<meta name="robots" content="noindex" data-ssr>',
  );
});
