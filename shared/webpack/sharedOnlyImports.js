// @ts-check
/**
 * Fails the build when browser code outside `@janmat/shared` imports a package that is not shared
 * (`SHARED_ONLY` in `mf-shared.js`: React Router, Redux and friends). Such an import would bundle a
 * second copy into the app: a second router context that the shell's router never fills.
 */
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '..');

/**
 * The shared-only package a request names (itself or one of its subpaths), if any.
 * @param {readonly string[]} sharedOnly
 * @param {string} request
 * @returns {string | undefined}
 */
function sharedOnlyOwner(sharedOnly, request) {
  return sharedOnly.find((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * Whether an import from `issuer` is held to the rule: app sources are, `@janmat/shared`'s own
 * sources and installed packages are not (nor an entry, which has no issuer).
 * @param {string | undefined} issuer
 * @param {string} sharedDir
 */
function isCheckedIssuer(issuer, sharedDir = SHARED_DIR) {
  if (!issuer) return false;
  const sharedSrc = path.join(sharedDir, 'src') + path.sep;
  return !issuer.startsWith(sharedSrc) && !issuer.includes(`${path.sep}node_modules${path.sep}`);
}

class SharedOnlyImportsPlugin {
  /** @param {{ sharedOnly?: readonly string[] }} [options] the list to enforce (default: `mf-shared.js`'s) */
  constructor(options = {}) {
    this.sharedOnly = options.sharedOnly;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {readonly string[]} */
    const sharedOnly = this.sharedOnly ?? require(path.join(SHARED_DIR, 'mf-shared.js')).SHARED_ONLY;
    compiler.hooks.compilation.tap('SharedOnlyImportsPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('SharedOnlyImportsPlugin', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!isCheckedIssuer(issuer)) return;
        const name = sharedOnlyOwner(sharedOnly, data.request);
        if (!name) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${path.relative(compiler.context, issuer)} imports '${data.request}': import it from '@janmat/shared' ` +
              `(${name} is not a federated shared module; a second copy would break the page).`,
          ),
        );
      });
    });
  }
}

module.exports = { SharedOnlyImportsPlugin, isCheckedIssuer, sharedOnlyOwner };
