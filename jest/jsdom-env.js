// jsdom without Node's networking globals breaks RTK Query's fetchBaseQuery. This environment hands
// the test window Node's own fetch, Request, Response, Headers, AbortController and streams, so tests
// mock the network at the fetch level with real Response objects.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JanmatJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JanmatJsdomEnvironment;
