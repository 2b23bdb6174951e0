// @ts-check
/**
 * `@emotion/react` is shared whole (a shared module cannot be tree-shaken), so every page downloads
 * `hoist-non-react-statics` and `react-is` with it (about 1 KB gzipped), needed only by Emotion's
 * `withTheme`, which the site does not use (`emotionAliases.test.js` holds both facts). The alias puts
 * a one-line stand-in in their place.
 */
const path = require('node:path');

/** @returns {Record<string, string>} */
function emotionAliases() {
  return { 'hoist-non-react-statics$': path.join(__dirname, 'stubs', 'hoist-non-react-statics.js') };
}

module.exports = { emotionAliases };
