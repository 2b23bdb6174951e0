// @ts-check
/** The one loader of every app's sources: swc, TypeScript and JSX with Emotion's JSX runtime. */

/** @typedef {'development' | 'production'} Mode */

/**
 * @param {Mode} mode
 * @returns {import('webpack').RuleSetRule}
 */
function swcRule(mode) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: mode === 'development' },
          },
          target: 'es2022',
        },
      },
    },
  };
}

module.exports = { swcRule };
