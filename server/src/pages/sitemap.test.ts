import { sitemapXml } from './sitemap';

test('addresses are absolute and XML-escaped; an entry without a date has no lastmod', () => {
  const xml = sitemapXml(
    [{ path: '/photos/a&b/x', lastmod: '2026-11-21' }, { path: '/news/%E0%A4%95' }],
    'https://janmat.in',
  );
  expect(xml).toContain('<url><loc>https://janmat.in/photos/a&amp;b/x</loc><lastmod>2026-11-21</lastmod></url>');
  expect(xml).toContain('<url><loc>https://janmat.in/news/%E0%A4%95</loc></url>');
});
