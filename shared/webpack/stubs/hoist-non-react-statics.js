// Stands in for `hoist-non-react-statics` in browser builds (see ../emotionAliases.js): the component
// it is given, unchanged.
module.exports = function hoistNonReactStatics(target) {
  return target;
};
