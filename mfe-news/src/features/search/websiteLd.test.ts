import { websiteLd } from './websiteLd';

test('names the site and its search as a SearchAction on /search?q=', () => {
  expect(websiteLd()).toMatchObject({
    '@type': 'WebSite',
    url: 'http://localhost/',
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: 'http://localhost/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    },
  });
});
