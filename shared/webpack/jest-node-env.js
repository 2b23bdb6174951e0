// @ts-check
/**
 * Jest environment of the factory's tests, which run webpack: Node's, plus an empty `window` for the
 * browser packages' test setup (jest/setup-dom.js) that the `shared` project also runs.
 */
const { TestEnvironment } = require('jest-environment-node');

class WebpackTestEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.global.window = /** @type {any} */ ({});
  }
}

module.exports = WebpackTestEnvironment;
