const { createRemoteConfig } = require('@janmat/shared/webpack');

module.exports = createRemoteConfig({
  name: 'media',
  dir: __dirname,
  port: 3002,
  exposes: require('./exposes'),
});
