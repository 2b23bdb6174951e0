const { createRemoteConfig } = require('@janmat/shared/webpack');

module.exports = createRemoteConfig({
  name: 'news',
  dir: __dirname,
  port: 3001,
  exposes: require('./exposes'),
});
