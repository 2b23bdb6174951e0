import { loadConfig } from './index';

test('SITE_URL unset: a warning that says what to set; in production, no start', () => {
  expect(loadConfig({ PORT: '8080' }).warnings).toEqual([
    'SITE_URL is not set: canonical links, Open Graph tags, the sitemap and RSS point at http://localhost:8080. ' +
      "Set SITE_URL to the site's public address (e.g. SITE_URL=https://janmat.in).",
  ]);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    /^SITE_URL is not set, and NODE_ENV=production: .* Set SITE_URL to the site's public address/,
  );
  const production = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://janmat.in/' });
  expect(production.siteUrl).toBe('https://janmat.in');
  expect(production.warnings).toEqual([]);
});
