const { createRemoteConfig } = require('@janmat/shared/webpack');

// The staff's pages are rendered in the browser only, behind sign-in: no server build.
module.exports = createRemoteConfig({
  name: 'newsroom',
  dir: __dirname,
  port: 3005,
  exposes: require('./exposes'),
  serverRendered: false,
});
