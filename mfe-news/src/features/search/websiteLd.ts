import { absoluteUrl, href } from '@janmat/shared';

/**
 * schema.org WebSite of the home page, with the site's search as its SearchAction: search engines
 * may offer a search box for the site that lands on `/search?q=…`.
 */
export function websiteLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'जनमत',
    url: absoluteUrl(href.home()),
    inLanguage: 'hi-IN',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(href.search())}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
