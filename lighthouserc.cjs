/**
 * Lighthouse CI assertions of `npm run lighthouse` (`lhci assert` on the runs the script collects:
 * the home page and an article, each also as a reader whose device has the Devanagari face). Two
 * entries match every page: the gates (errors: they fail the command) and the site's own targets
 * (warnings). The script adds one more entry per page: its LCP within `LCP_RATIO` × the LCP of a
 * static HTML page of the same story measured in the same run.
 */
const LCP_RATIO = 1.3;

module.exports = {
  LCP_RATIO,
  ci: {
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          aggregationMethod: 'median',
          assertions: {
            'categories:performance': ['error', { minScore: 0.9 }],
            'categories:accessibility': ['error', { minScore: 1 }],
            'categories:best-practices': ['error', { minScore: 1 }],
            'categories:seo': ['error', { minScore: 1 }],
          },
        },
        {
          matchingUrlPattern: '.*',
          aggregationMethod: 'median',
          assertions: {
            'categories:performance': ['warn', { minScore: 0.98 }],
            'total-blocking-time': ['warn', { maxNumericValue: 150 }],
            'cumulative-layout-shift': ['warn', { maxNumericValue: 0 }],
          },
        },
      ],
    },
  },
};
