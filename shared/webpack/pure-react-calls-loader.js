/**
 * Webpack loader for React Router's production build, which defines its components and contexts
 * with plain calls (`var Form = React10.forwardRef(...)`, `Form.displayName = "Form"`). A minifier
 * must keep a call it cannot prove free of side effects, so every component came along whether the
 * site used it or not (data-router forms, prefetch links, scroll restoration...). Marking those calls
 * pure and dropping the display names (read only by developer tools) lets the unused ones go.
 * @param {string} source
 * @returns {string}
 */
module.exports = function pureReactCalls(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
};
