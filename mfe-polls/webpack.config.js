const { createRemoteConfig } = require('@janmat/shared/webpack');

module.exports = createRemoteConfig({
  name: 'polls',
  dir: __dirname,
  port: 3003,
  exposes: require('./exposes'),
});
