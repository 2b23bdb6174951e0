const { createRemoteConfig } = require('@janmat/shared/webpack');

module.exports = createRemoteConfig({
  name: 'static',
  dir: __dirname,
  port: 3004,
  exposes: require('./exposes'),
});
